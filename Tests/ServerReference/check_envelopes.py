#!/usr/bin/env python3
"""The reference server against Swift's envelopes: `prepare DIR` writes keys and cases, the Swift test
"Reference server export" seals them (KBC_ENVELOPE_DIR=DIR), `verify DIR` opens them and checks that every
kind of tampering fails. run.sh runs the three steps. Prints 'N checks passed' last; exits 1 on any failure.
"""
import json
import pathlib
import re
import sys
import time

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec, rsa

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import kbc_envelope as server  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
ARTICLE = ROOT / "Sources/SecureInput/SecureInput.docc/SendingAPINToYourServer.md"
PASSPHRASE = "correct horse battery staple — Grüße, 你好 👨‍👩‍👧 and e\u0301!"
LONG = "x" * 150 + "é" * 75  # 300 UTF-8 bytes: more than RSA-2048 OAEP-SHA256 encrypts directly (190)
KEYS = {
    "p256": lambda: ec.generate_private_key(ec.SECP256R1()),
    "p256-other": lambda: ec.generate_private_key(ec.SECP256R1()),
    "rsa2048": lambda: rsa.generate_private_key(65537, 2048),
    "rsa2048-other": lambda: rsa.generate_private_key(65537, 2048),
    "rsa3072": lambda: rsa.generate_private_key(65537, 3072),
}
# name: key, label, freshness ("challenge" gets a fresh one), secret
CASES = {
    "p256-pin": ("p256", "login-pin", "challenge", "4921"),
    "p256-passphrase": ("p256", "passphrase", "timestamp:now", PASSPHRASE),
    "p256-empty": ("p256", "passphrase", "timestamp:now", ""),
    "p256-no-freshness": ("p256", "login-pin", "none", "4921"),
    "rsa2048-pin": ("rsa2048", "login-pin", "challenge", "4921"),
    "rsa2048-long": ("rsa2048", "passphrase", "timestamp:now", LONG),
    "rsa3072-pin": ("rsa3072", "login-pin", "challenge", "770077"),
    "p256-pin-block": ("p256", "card-pin", "challenge", "4921"),
    "rsa2048-pin-block": ("rsa2048", "card-pin", "timestamp:now", "123456789012"),
}
# PIN block cases: ISO 9564-1 format 4 under this AES key, for this PAN.
PIN_BLOCK_KEY = bytes.fromhex("00112233445566778899AABBCCDDEEFF")
PAN = "4321987654321098"


def decipher_pin_block(block):
    """The PIN in a format 4 block: what the HSM does (ISO 9564-1 §9.4.2), with psec's conventions."""
    from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

    def decrypt(data):
        decryptor = Cipher(algorithms.AES(PIN_BLOCK_KEY), modes.ECB()).decryptor()
        return decryptor.update(data) + decryptor.finalize()

    pan_field = bytes.fromhex((str(max(0, len(PAN) - 12)) + PAN.rjust(12, "0")).ljust(32, "0"))
    pin_field = decrypt(bytes(a ^ b for a, b in zip(decrypt(bytes(block)), pan_field))).hex().upper()
    length = int(pin_field[1], 16)
    assert pin_field[0] == "4" and pin_field[2 + length:16] == "A" * (14 - length), pin_field
    return pin_field[2:2 + length]


def prepare(work):
    challenges = {}
    for name, make in KEYS.items():
        key = make()
        (work / f"{name}.key.pem").write_bytes(key.private_bytes(
            serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()))
        (work / f"{name}.pub.pem").write_bytes(key.public_key().public_bytes(
            serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo))
    lines = []
    for name, (key, label, freshness, secret) in CASES.items():
        if freshness == "challenge":
            challenges[name] = server.ChallengeStore().issue().hex()
            freshness = "challenge:" + challenges[name]
        fields = [name, f"{key}.pub.pem", label, freshness, secret.encode().hex()]
        if name.endswith("-pin-block"):
            fields += [PIN_BLOCK_KEY.hex(), PAN]
        lines.append("\t".join(fields))
    (work / "cases.tsv").write_text("\n".join(lines) + "\n")
    (work / "challenges.json").write_text(json.dumps(challenges))


class Checks:
    def __init__(self):
        self.passed, self.failures = 0, []

    def expect(self, condition, what):
        if condition:
            self.passed += 1
        else:
            self.failures.append(what)

    def refuses(self, error_type, what, call):
        try:
            call()
        except error_type:
            self.passed += 1
            return
        except Exception as error:  # noqa: BLE001 - any other outcome is a failure to report
            self.failures.append(f"{what}: raised {type(error).__name__}: {error}")
            return
        self.failures.append(f"{what}: was accepted")


def store_with(*challenges):
    store = server.ChallengeStore()
    for challenge in challenges:
        store.issued[challenge] = time.monotonic()
    return store


def verify(work):
    checks = Checks()
    keys = {name: serialization.load_pem_private_key((work / f"{name}.key.pem").read_bytes(), None) for name in KEYS}
    challenges = {name: bytes.fromhex(value) for name, value in json.loads((work / "challenges.json").read_text()).items()}
    envelopes = {}
    for name in CASES:
        path = work / f"{name}.envelope"
        checks.expect(path.exists(), f"{name}: Swift wrote no envelope")
        if path.exists():
            envelopes[name] = path.read_bytes()

    def open_case(name, envelope=None, key=None, label=None, **options):
        key_name, case_label, freshness, _ = CASES[name]
        if not options:
            options = {"challenges": store_with(challenges[name])} if freshness == "challenge" else {"max_age": 120}
        return server.open_envelope(envelopes[name] if envelope is None else envelope, keys[key or key_name],
                                    label=case_label if label is None else label, **options)

    def opened(name, **options):
        content = open_case(name, **options)
        return decipher_pin_block(content).encode() if name.endswith("-pin-block") else content

    for name, (key_name, label, freshness, secret) in CASES.items():
        if name not in envelopes or freshness == "none":
            continue
        # The round trip (a PIN block deciphered as the HSM would).
        checks.expect(opened(name) == secret.encode(), f"{name}: opened to the wrong secret")
        envelope = envelopes[name]
        # Tampering with any byte, truncating, or appending fails.
        for index in range(len(envelope)):
            for flip in (0x01, 0x80):
                altered = bytearray(envelope)
                altered[index] ^= flip
                checks.refuses(server.EnvelopeError, f"{name}: byte {index} ^ {flip:#04x}", lambda: open_case(name, bytes(altered)))
        for length in range(len(envelope)):
            checks.refuses(server.EnvelopeError, f"{name}: truncated to {length}", lambda: open_case(name, envelope[:length]))
        checks.refuses(server.EnvelopeError, f"{name}: a byte appended", lambda: open_case(name, envelope + b"\0"))
        # A wrong label.
        checks.refuses(server.WrongLabel, f"{name}: wrong label", lambda: open_case(name, label="transfer-pin"))
        # A wrong key: refused by the fingerprint, and the cryptography fails too without that check.
        other = "p256-other" if key_name == "p256" else "rsa2048-other"
        checks.refuses(server.WrongKey, f"{name}: wrong key", lambda: open_case(name, key=other))
        checks.refuses(server.DecryptionFailed, f"{name}: wrong key, decryption",
                       lambda: server._decrypt(server.Header(envelope), keys[other]))
        checks.refuses(server.WrongKey, f"{name}: a key of the other type",
                       lambda: open_case(name, key="rsa2048" if key_name == "p256" else "p256"))
        # Old or replayed nonces.
        if freshness == "challenge":
            store = store_with(challenges[name])
            checks.expect(opened(name, challenges=store) == secret.encode(), f"{name}: first use refused")
            checks.refuses(server.NotFresh, f"{name}: replayed challenge", lambda: open_case(name, challenges=store))
            checks.refuses(server.NotFresh, f"{name}: challenge never issued", lambda: open_case(name, challenges=store_with(b"other")))
            expired = store_with(challenges[name])
            expired.lifetime = -1
            checks.refuses(server.NotFresh, f"{name}: expired challenge", lambda: open_case(name, challenges=expired))
            checks.refuses(server.NotFresh, f"{name}: challenge where a timestamp is required", lambda: open_case(name, max_age=120))
        else:
            seen = set()
            checks.expect(opened(name, max_age=120, seen=seen) == secret.encode(), f"{name}: first use refused")
            checks.refuses(server.NotFresh, f"{name}: replayed within the window", lambda: open_case(name, max_age=120, seen=seen))
            # Relative to the envelope's own timestamp, however long Swift took.
            sealed_at = int.from_bytes(server.Header(envelope).freshness, "big") / 1000
            checks.expect(abs(sealed_at - time.time()) < 600, f"{name}: timestamp not the time of sealing")
            checks.expect(opened(name, max_age=120, now=sealed_at + 119) == secret.encode(), f"{name}: refused within the window")
            checks.refuses(server.NotFresh, f"{name}: too old", lambda: open_case(name, max_age=120, now=sealed_at + 121))
            checks.refuses(server.NotFresh, f"{name}: from the future", lambda: open_case(name, max_age=120, now=sealed_at - 61))
            checks.refuses(server.NotFresh, f"{name}: timestamp where a challenge is required",
                           lambda: open_case(name, challenges=store_with(b"x")))
    # An envelope without freshness is refused under either policy, and a server must choose one.
    if "p256-no-freshness" in envelopes:
        checks.refuses(server.NotFresh, "no freshness, max_age", lambda: open_case("p256-no-freshness", max_age=120))
        checks.refuses(server.NotFresh, "no freshness, challenges", lambda: open_case("p256-no-freshness", challenges=store_with(b"x")))
        checks.refuses(ValueError, "no replay policy", lambda: server.open_envelope(envelopes["p256-no-freshness"], keys["p256"], label="login-pin"))
    # The article's worked example, with RFC 9180's recipient key (test vector for this suite).
    example = worked_example()
    skRm = int("317f915db7bc629c48fe765587897e01e282d3e8445f79f27f65d031a88082b2", 16)
    example_key = ec.derive_private_key(skRm, ec.SECP256R1())
    opened = server.open_envelope(example["envelope"], example_key, label=example["label"],
                                  challenges=store_with(example["challenge"]))
    checks.expect(opened == example["secret"], "the article's worked example does not open to its secret")

    for failure in checks.failures[:50]:
        print("FAIL:", failure, file=sys.stderr)
    print(f"{checks.passed} checks passed, {len(checks.failures)} failed")
    return not checks.failures


def worked_example():
    """The worked example's inputs and envelope, read from the article."""
    text = ARTICLE.read_text(encoding="utf-8")
    block = re.search(r"<!-- worked-example-envelope -->\s*```\n(.*?)```", text, re.S).group(1)
    return {
        "envelope": bytes.fromhex("".join(block.split())),
        "label": re.search(r"<!-- worked-example-label: (.*?) -->", text).group(1),
        "challenge": bytes.fromhex(re.search(r"<!-- worked-example-challenge: ([0-9a-f]+) -->", text).group(1)),
        "secret": re.search(r"<!-- worked-example-secret: (.*?) -->", text).group(1).encode(),
    }


if __name__ == "__main__":
    command, directory = sys.argv[1], pathlib.Path(sys.argv[2])
    if command == "prepare":
        prepare(directory)
    else:
        sys.exit(0 if verify(directory) else 1)
