#!/usr/bin/env python3
"""The reference server against Swift's envelopes: `prepare DIR` writes keys and cases, the Swift test
"Reference server export" seals them (KBC_ENVELOPE_DIR=DIR), `verify DIR` opens them and checks that every
kind of tampering fails. run.sh runs the three steps. Prints 'N checks passed' last; exits 1 on any failure.
"""
import hashlib
import json
import os
import pathlib
import re
import shutil
import subprocess
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
# name: key, label, freshness ("challenge" gets a fresh one), secret. A `field-` case is typed tap by tap on the
# shuffled standard decimal pad into a SecureFieldModel, which seals it: the app's whole flow.
CASES = {
    "field-p256-pin": ("p256", "login-pin", "challenge", "492107"),
    "field-rsa2048-pin": ("rsa2048", "login-pin", "timestamp:now", "870345"),
    "p256-pin": ("p256", "login-pin", "challenge", "4921"),
    "p256-passphrase": ("p256", "passphrase", "timestamp:now", PASSPHRASE),
    "p256-empty": ("p256", "passphrase", "timestamp:now", ""),
    "p256-replayable": ("p256", "login-pin", "replayable", "4921"),
    "rsa2048-pin": ("rsa2048", "login-pin", "challenge", "4921"),
    "rsa2048-long": ("rsa2048", "passphrase", "timestamp:now", LONG),
    "rsa3072-pin": ("rsa3072", "login-pin", "challenge", "770077"),
    "p256-pin-block": ("p256", "card-pin", "challenge", "4921"),
    "rsa2048-pin-block": ("rsa2048", "card-pin", "timestamp:now", "123456789012"),
}
# PIN block cases: ISO 9564-1 format 4 under this AES key, for this PAN.
PIN_BLOCK_KEY = bytes.fromhex("00112233445566778899AABBCCDDEEFF")
PAN = "4321987654321098"
# Every challenge is issued for this session and user, and the case's label.
SESSION, USER = "session-1", "alice"
# A 2048-bit prime: as a modulus it passes every check but OpenSSL's Miller-Rabin test.
PRIME_2048 = int(
    "DF0938340897EB09D724E07AD8069DA7E0560D393C0904C44E534B8D26529D8207D4EDEB4017635951833B64A77075B0DDAB4F520A7F"
    "AFDFAAA9AA4E0D75A1E6B564AEB065EE7EC2C7AA209A4A95F3C9941ECEC7451122E3EC74FB03AA358E33C55F2ACF4041284F3B6B50750"
    "9B8BD72FA5F59AAA28B24D33A3EF99E99BF09184033257CD48592BB7A92285B081A17CC50007D22053F3E5432AF1953346B52E8653D154"
    "1635B51E7713826F0E006B3ABC54E8D511DA8B134D496EE1D58510207BCADD71C0FA6EA8A63552044A3F5C3B9C1081E6A2FACF568CD74A"
    "B8FC84BA16768FCC48394E8907CB0295781A38AD5A5A342D0E18AC59C28DC208C2EDCE66AB1", 16)


def der(tag, contents):
    """One DER element."""
    length = len(contents)
    encoded = bytes([length]) if length < 0x80 else bytes([0x80 | (length.bit_length() + 7) // 8]) + length.to_bytes(
        (length.bit_length() + 7) // 8, "big")
    return bytes([tag]) + encoded + contents


def rsa_spki(n, e, null_parameters=True):
    """The SubjectPublicKeyInfo DER of the RSA key (n, e), crafted by hand: cryptography refuses to make bad ones."""
    def integer(value):
        return der(0x02, value.to_bytes(value.bit_length() // 8 + 1, "big"))
    algorithm = der(0x30, der(0x06, bytes.fromhex("2A864886F70D010101")) + (b"\x05\x00" if null_parameters else b""))
    return der(0x30, algorithm + der(0x03, b"\x00" + der(0x30, integer(n) + integer(e))))


def pem(spki):
    import base64
    body = base64.encodebytes(spki).decode().replace("\n", "")
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN PUBLIC KEY-----\n" + "\n".join(lines) + "\n-----END PUBLIC KEY-----\n"


def crafted_keys(n):
    """name: (SubjectPublicKeyInfo DER, the start of the EnvelopeError Swift must throw, or None: it must load)."""
    return {
        "exponent-1": (rsa_spki(n, 1), "unsafeRSAKey(SecureInput.RSAKeyDefect.exponentBelow65537)"),
        "exponent-2": (rsa_spki(n, 2), "unsafeRSAKey(SecureInput.RSAKeyDefect.evenExponent)"),
        "exponent-3": (rsa_spki(n, 3), "unsafeRSAKey(SecureInput.RSAKeyDefect.exponentBelow65537)"),
        "exponent-even": (rsa_spki(n, 65538), "unsafeRSAKey(SecureInput.RSAKeyDefect.evenExponent)"),
        "exponent-above-modulus": (rsa_spki(n, n + 2), "unsafeRSAKey(SecureInput.RSAKeyDefect.exponentAbove256Bits)"),
        "modulus-even": (rsa_spki(n - 1, 65537), "unsafeRSAKey(SecureInput.RSAKeyDefect.evenModulus)"),
        "modulus-small-factor": (rsa_spki(n * 3, 65537), "unsafeRSAKey(SecureInput.RSAKeyDefect.modulusWithSmallFactor)"),
        "modulus-prime": (rsa_spki(PRIME_2048, 65537), "unsafeRSAKey(SecureInput.RSAKeyDefect.refusedByPublicKeyCheck)"),
        "no-null-parameters": (rsa_spki(n, 65537, null_parameters=False), None),
    }


def reference_pin(spki):
    """The SHA-256 pin of the key as cryptography computes it, checked against openssl's when openssl is installed."""
    key = serialization.load_der_public_key(spki)
    pin = server.fingerprint(key).hex()
    if shutil.which("openssl"):
        canonical = subprocess.run(["openssl", "pkey", "-pubin", "-inform", "DER", "-outform", "DER"], input=spki,
                                   capture_output=True, check=True).stdout
        assert hashlib.sha256(canonical).hexdigest() == pin, "openssl and cryptography disagree on the pin"
    return pin


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
        if name == "rsa2048":
            modulus = key.public_key().public_numbers().n
    key_lines = []
    for name, (spki, _) in crafted_keys(modulus).items():
        (work / f"crafted-{name}.pub.pem").write_text(pem(spki))
        key_lines.append(f"crafted-{name}\tcrafted-{name}.pub.pem")
    (work / "keys.tsv").write_text("\n".join(key_lines) + "\n")
    (work / "modulus.txt").write_text(str(modulus))
    lines = []
    for name, (key, label, freshness, secret) in CASES.items():
        if freshness == "challenge":
            challenges[name] = os.urandom(16).hex()  # what the server's ChallengeStore hands the app
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


def store_with(challenge, label, session=SESSION, user=USER, **options):
    """A server's ChallengeStore after it issued `challenge` for this session, user and label."""
    store = server.ChallengeStore(random=lambda _: challenge, **options)
    store.issue(session=session, user=user, label=label)
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
            options = ({"challenges": store_with(challenges[name], case_label), "session": SESSION, "user": USER}
                       if freshness == "challenge" else {"timestamps": server.TimestampWindow(max_age=120)})
        return server.open_envelope(envelopes[name] if envelope is None else envelope, keys[key or key_name],
                                    label=case_label if label is None else label, **options)

    def opened(name, **options):
        content = open_case(name, **options)
        return decipher_pin_block(content).encode() if name.endswith("-pin-block") else content

    def bound(challenge, label, session=SESSION, user=USER, **options):
        return {"challenges": store_with(challenge, label, session, user, **options), "session": SESSION, "user": USER}

    for name, (key_name, label, freshness, secret) in CASES.items():
        if name not in envelopes or freshness == "replayable":
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
        # Old, replayed or misbound freshness.
        if freshness == "challenge":
            options = bound(challenges[name], label)
            checks.expect(opened(name, **options) == secret.encode(), f"{name}: first use refused")
            checks.refuses(server.NotFresh, f"{name}: replayed challenge", lambda: open_case(name, **options))
            checks.refuses(server.NotFresh, f"{name}: challenge never issued", lambda: open_case(name, **bound(b"other", label)))
            checks.refuses(server.NotFresh, f"{name}: challenge of another session",
                           lambda: open_case(name, **bound(challenges[name], label, session="session-2")))
            checks.refuses(server.NotFresh, f"{name}: challenge of another user",
                           lambda: open_case(name, **bound(challenges[name], label, user="mallory")))
            checks.refuses(server.NotFresh, f"{name}: challenge issued for another label",
                           lambda: open_case(name, **bound(challenges[name], "transfer-pin")))
            checks.refuses(server.NotFresh, f"{name}: expired challenge",
                           lambda: open_case(name, **bound(challenges[name], label, lifetime=-1)))
            checks.refuses(server.NotFresh, f"{name}: challenge where a timestamp is required",
                           lambda: open_case(name, timestamps=server.TimestampWindow()))
        else:
            window = server.TimestampWindow(max_age=120)
            checks.expect(opened(name, timestamps=window) == secret.encode(), f"{name}: first use refused")
            checks.refuses(server.NotFresh, f"{name}: replayed within the window", lambda: open_case(name, timestamps=window))
            # Relative to the envelope's own timestamp, however long Swift took.
            sealed_at = int.from_bytes(server.Header(envelope).freshness, "big") / 1000
            checks.expect(abs(sealed_at - time.time()) < 600, f"{name}: timestamp not the time of sealing")

            def window_at(now):
                return {"timestamps": server.TimestampWindow(max_age=120, clock=lambda: now)}
            checks.expect(opened(name, **window_at(sealed_at + 119)) == secret.encode(), f"{name}: refused within the window")
            checks.refuses(server.NotFresh, f"{name}: too old", lambda: open_case(name, **window_at(sealed_at + 121)))
            checks.refuses(server.NotFresh, f"{name}: from the future", lambda: open_case(name, **window_at(sealed_at - 61)))
            checks.refuses(server.NotFresh, f"{name}: timestamp where a challenge is required",
                           lambda: open_case(name, **bound(b"x", label)))
    # An envelope sealed as replayable is refused under either policy, and a server must choose one.
    if "p256-replayable" in envelopes:
        checks.refuses(server.NotFresh, "replayable, timestamps", lambda: open_case("p256-replayable", timestamps=server.TimestampWindow()))
        checks.refuses(server.NotFresh, "replayable, challenges", lambda: open_case("p256-replayable", **bound(b"x", "login-pin")))
        checks.refuses(ValueError, "no replay policy", lambda: server.open_envelope(envelopes["p256-replayable"], keys["p256"], label="login-pin"))
    # The crafted keys: each bad one refused by Swift with its typed error; the key without NULL parameters
    # loaded with the pin cryptography and openssl compute.
    modulus = int((work / "modulus.txt").read_text())
    for name, (spki, expected) in crafted_keys(modulus).items():
        result_path = work / f"crafted-{name}.key-result"
        if not result_path.exists():
            checks.expect(False, f"crafted key {name}: Swift wrote no result")
            continue
        result = result_path.read_text()
        wanted = f"pin:{reference_pin(spki)}" if expected is None else f"refused:{expected}"
        checks.expect(result == wanted, f"crafted key {name}: Swift gave {result!r}, expected {wanted!r}")
    # The article's worked example, with RFC 9180's recipient key (test vector for this suite).
    example = worked_example()
    skRm = int("317f915db7bc629c48fe765587897e01e282d3e8445f79f27f65d031a88082b2", 16)
    example_key = ec.derive_private_key(skRm, ec.SECP256R1())
    opened = server.open_envelope(example["envelope"], example_key, label=example["label"],
                                  **bound(example["challenge"], example["label"]))
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
