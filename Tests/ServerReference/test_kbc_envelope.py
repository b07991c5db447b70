"""The reference server's guarantees, one test each: challenges bound to their session, user and label, used once,
burned before anything is decrypted, expiring, in a bounded store; timestamps refused when replayed, without
being asked to remember; the format enforced exactly.

Envelopes here are sealed by a few lines of Python that follow the article's format (`seal` below), so that each
test can build exactly the envelope it needs; run.sh also opens envelopes Swift sealed. Run with
`python3 -m unittest Tests/ServerReference/test_kbc_envelope.py` (run.sh does).
"""
import os
import pathlib
import sys
import unittest
from unittest import mock

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import ec, padding, rsa
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import kbc_envelope as server  # noqa: E402

P256_KEY = ec.generate_private_key(ec.SECP256R1())
RSA_KEY = rsa.generate_private_key(65537, 2048)


def seal(secret, *, key=P256_KEY, label="login-pin", challenge=None, timestamp=None, content_key_size=32,
         label_bytes=None):
    """An envelope of `secret` as SecureInput seals it (format version 1, UTF-8 text payload)."""
    if challenge is not None:
        freshness = bytes([server.FRESHNESS_CHALLENGE, len(challenge)]) + challenge
    elif timestamp is not None:
        freshness = bytes([server.FRESHNESS_TIMESTAMP, 8]) + int(timestamp * 1000).to_bytes(8, "big")
    else:
        freshness = bytes([server.FRESHNESS_NONE, 0])
    label = label.encode() if label_bytes is None else label_bytes
    algorithm = server.HPKE_P256 if isinstance(key, ec.EllipticCurvePrivateKey) else server.RSA_OAEP
    header = (bytes([server.VERSION, algorithm, server.UTF8_TEXT]) + server.fingerprint(key.public_key())
              + freshness + bytes([len(label)]) + label)
    text = secret.encode()
    frame = len(text).to_bytes(4, "big") + text
    frame += bytes(-len(frame) % 64)  # zeros up to a multiple of 64 (the length field makes it at least 64)
    if algorithm == server.HPKE_P256:
        return header + server.SUITE.encrypt(frame, key.public_key(), info=header)
    content_key, nonce = os.urandom(content_key_size), os.urandom(12)
    oaep = padding.OAEP(mgf=padding.MGF1(hashes.SHA256()), algorithm=hashes.SHA256(), label=None)
    return header + key.public_key().encrypt(content_key, oaep) + nonce + AESGCM(content_key).encrypt(nonce, frame, header)


class Clock:
    """A clock the test moves by hand."""

    def __init__(self, now=1_000_000.0):
        self.now = now

    def __call__(self):
        return self.now


def login(store, envelope, *, session="s1", user="alice", label="login-pin", key=P256_KEY):
    return server.open_envelope(envelope, key, label=label, challenges=store, session=session, user=user)


class ChallengeTests(unittest.TestCase):
    def setUp(self):
        self.clock = Clock()
        self.store = server.ChallengeStore(lifetime=120, capacity=100, clock=self.clock)
        self.challenge = self.store.issue(session="s1", user="alice", label="login-pin")

    def test_a_challenge_opens_its_envelope_once(self):
        envelope = seal("4921", challenge=self.challenge)
        self.assertEqual(login(self.store, envelope), b"4921")
        with self.assertRaises(server.NotFresh):
            login(self.store, envelope)

    def test_a_challenge_under_another_session_is_refused(self):
        with self.assertRaises(server.NotFresh):
            login(self.store, seal("4921", challenge=self.challenge), session="s2")

    def test_a_challenge_for_another_user_is_refused(self):
        with self.assertRaises(server.NotFresh):
            login(self.store, seal("4921", challenge=self.challenge), user="mallory")

    def test_a_challenge_issued_for_another_label_is_refused(self):
        transfer = self.store.issue(session="s1", user="alice", label="transfer-pin")
        with self.assertRaises(server.NotFresh):
            login(self.store, seal("4921", challenge=transfer))

    def test_a_challenge_never_issued_is_refused(self):
        with self.assertRaises(server.NotFresh):
            login(self.store, seal("4921", challenge=os.urandom(16)))

    def test_an_expired_challenge_is_refused(self):
        self.clock.now += 121
        with self.assertRaises(server.NotFresh):
            login(self.store, seal("4921", challenge=self.challenge))

    def test_a_challenge_is_burned_before_anything_is_decrypted(self):
        envelope = seal("4921", challenge=self.challenge)
        seen = []
        real = server._decrypt
        with mock.patch.object(server, "_decrypt", side_effect=lambda *a: seen.append(len(self.store)) or real(*a)):
            login(self.store, envelope)
        self.assertEqual(seen, [0])
        # A misbound or altered envelope burns it too: the genuine one no longer opens.
        challenge = self.store.issue(session="s1", user="alice", label="login-pin")
        with self.assertRaises(server.NotFresh):
            login(self.store, seal("4921", challenge=challenge), session="s2")
        with self.assertRaises(server.NotFresh):
            login(self.store, seal("4921", challenge=challenge))
        challenge = self.store.issue(session="s1", user="alice", label="login-pin")
        altered = bytearray(seal("4921", challenge=challenge))
        altered[-1] ^= 1
        with self.assertRaises(server.DecryptionFailed):
            login(self.store, bytes(altered))
        with self.assertRaises(server.NotFresh):
            login(self.store, seal("4921", challenge=challenge))

    def test_a_flood_of_challenges_keeps_the_store_bounded(self):
        for _ in range(10_000):
            self.store.issue(session="s1", user="alice", label="login-pin")
        self.assertEqual(len(self.store), 100)
        # Expired challenges go first: after the lifetime, one issue leaves only itself.
        self.clock.now += 121
        self.store.issue(session="s1", user="alice", label="login-pin")
        self.assertEqual(len(self.store), 1)

    def test_a_challenge_needs_a_session_and_a_user(self):
        with self.assertRaises(ValueError):
            server.open_envelope(seal("4921", challenge=self.challenge), P256_KEY, label="login-pin", challenges=self.store)


class TimestampTests(unittest.TestCase):
    def setUp(self):
        self.clock = Clock()
        self.window = server.TimestampWindow(max_age=120, skew=60, capacity=50, clock=self.clock)

    def open(self, envelope):
        return server.open_envelope(envelope, P256_KEY, label="login-pin", timestamps=self.window)

    def test_a_replayed_envelope_is_refused_without_being_asked(self):
        envelope = seal("4921", timestamp=self.clock.now)
        self.assertEqual(self.open(envelope), b"4921")
        with self.assertRaises(server.NotFresh):
            self.open(envelope)

    def test_a_replay_is_refused_before_it_is_decrypted(self):
        envelope = seal("4921", timestamp=self.clock.now)
        self.open(envelope)
        with mock.patch.object(server, "_decrypt", side_effect=AssertionError("decrypted a replay")):
            with self.assertRaises(server.NotFresh):
                self.open(envelope)

    def test_stale_and_future_timestamps_are_refused(self):
        with self.assertRaises(server.NotFresh):
            self.open(seal("4921", timestamp=self.clock.now - 121))
        with self.assertRaises(server.NotFresh):
            self.open(seal("4921", timestamp=self.clock.now + 61))
        self.assertEqual(self.open(seal("4921", timestamp=self.clock.now - 119)), b"4921")

    def test_the_replay_cache_forgets_only_what_the_window_refuses_anyway(self):
        envelope = seal("4921", timestamp=self.clock.now)
        self.open(envelope)
        self.clock.now += 119
        with self.assertRaises(server.NotFresh):
            self.open(envelope)
        self.clock.now += 2
        self.open(seal("1111", timestamp=self.clock.now))
        self.assertEqual(len(self.window), 1)
        with self.assertRaises(server.NotFresh):  # too old now: refused by the window
            self.open(envelope)

    def test_a_full_replay_cache_refuses_rather_than_forgets(self):
        for _ in range(50):
            self.open(seal("4921", timestamp=self.clock.now))
        with self.assertRaises(server.NotFresh):
            self.open(seal("4921", timestamp=self.clock.now))
        self.assertEqual(len(self.window), 50)


class PolicyTests(unittest.TestCase):
    def test_an_envelope_without_freshness_is_refused_under_either_policy(self):
        envelope = seal("4921")
        store = server.ChallengeStore()
        with self.assertRaises(server.NotFresh):
            server.open_envelope(envelope, P256_KEY, label="login-pin", challenges=store, session="s", user="u")
        with self.assertRaises(server.NotFresh):
            server.open_envelope(envelope, P256_KEY, label="login-pin", timestamps=server.TimestampWindow())

    def test_exactly_one_replay_policy_is_required(self):
        envelope = seal("4921")
        with self.assertRaises(ValueError):
            server.open_envelope(envelope, P256_KEY, label="login-pin")
        with self.assertRaises(ValueError):
            server.open_envelope(envelope, P256_KEY, label="login-pin", challenges=server.ChallengeStore(), session="s",
                                 user="u", timestamps=server.TimestampWindow())


class FormatTests(unittest.TestCase):
    def open(self, envelope, key=P256_KEY, label="login-pin"):
        return server.open_envelope(envelope, key, label=label, timestamps=server.TimestampWindow())

    def test_an_empty_label_is_refused(self):
        with self.assertRaises(server.MalformedEnvelope):
            self.open(seal("4921", timestamp=server.time.time(), label_bytes=b""), label="")

    def test_an_rsa_content_key_of_other_than_32_bytes_is_refused(self):
        self.assertEqual(self.open(seal("4921", key=RSA_KEY, timestamp=server.time.time()), key=RSA_KEY), b"4921")
        for size in (16, 24):
            with self.assertRaises(server.MalformedEnvelope):
                self.open(seal("4921", key=RSA_KEY, timestamp=server.time.time(), content_key_size=size), key=RSA_KEY)


if __name__ == "__main__":
    unittest.main()
