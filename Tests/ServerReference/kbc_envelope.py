"""Opens the envelopes kbc's SecureInput seals (`SecureTextBuffer.seal(for:label:freshness:)`), version 1.

The server side of "Sending a PIN to your server": the DocC article quotes this file whole, and a check
(Tests/ServerReference/check_article.py) keeps the two identical. Needs the `cryptography` package (46 or later,
for HPKE). Every failure raises an EnvelopeError subclass: the caller never gets a secret from an envelope that
was altered, sealed for another key or label, or replayed.
"""
import hashlib
import hmac
import os
import time

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes, hpke, serialization
from cryptography.hazmat.primitives.asymmetric import ec, padding, rsa
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

VERSION = 0x01
HPKE_P256 = 0x01  # HPKE base mode, DHKEM(P-256, HKDF-SHA256), HKDF-SHA256, AES-256-GCM
RSA_OAEP = 0x02   # RSA-OAEP-SHA256 wrapping an AES-256-GCM key
UTF8_TEXT = 0x01
ISO9564_FORMAT4 = 0x02  # a 16-byte ISO 9564-1 format 4 PIN block, for the HSM that holds its key
FRESHNESS_NONE, FRESHNESS_CHALLENGE, FRESHNESS_TIMESTAMP = 0x00, 0x01, 0x02
SUITE = hpke.Suite(hpke.KEM.P256, hpke.KDF.HKDF_SHA256, hpke.AEAD.AES_256_GCM)


class EnvelopeError(Exception):
    """The envelope must be refused."""


class MalformedEnvelope(EnvelopeError):
    """Not a version 1 envelope, or its lengths do not add up."""


class WrongKey(EnvelopeError):
    """Sealed for another key, or with an algorithm this key does not use."""


class WrongLabel(EnvelopeError):
    """Sealed for another purpose (label) than the one expected."""


class NotFresh(EnvelopeError):
    """Unknown or already used challenge, stale timestamp, or a replay."""


class DecryptionFailed(EnvelopeError):
    """Authentication failed: the envelope was altered."""


def fingerprint(public_key):
    """SHA-256 of the key's SubjectPublicKeyInfo DER: what the envelope's header carries."""
    der = public_key.public_bytes(serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo)
    return hashlib.sha256(der).digest()


class ChallengeStore:
    """Single-use server challenges: issue one per form, accept it once, within `lifetime` seconds."""

    def __init__(self, lifetime=300):
        self.lifetime = lifetime
        self.issued = {}

    def issue(self):
        challenge = os.urandom(16)
        self.issued[challenge] = time.monotonic()
        return challenge

    def consume(self, challenge):
        issued_at = self.issued.pop(bytes(challenge), None)
        return issued_at is not None and time.monotonic() - issued_at <= self.lifetime


class Header:
    """The parsed header; `raw` is the authenticated bytes (HPKE info, or AES-GCM associated data)."""

    def __init__(self, envelope):
        def take(count):
            nonlocal offset
            if count < 0 or offset + count > len(envelope):
                raise MalformedEnvelope("truncated")
            field = envelope[offset:offset + count]
            offset += count
            return field

        offset = 0
        self.version, self.algorithm, self.payload = take(3)
        if self.version != VERSION or self.payload not in (UTF8_TEXT, ISO9564_FORMAT4):
            raise MalformedEnvelope("unknown version or payload")
        self.fingerprint = take(32)
        self.freshness_kind, length = take(2)
        self.freshness = take(length)
        lengths = {FRESHNESS_NONE: range(0, 1), FRESHNESS_CHALLENGE: range(1, 65), FRESHNESS_TIMESTAMP: range(8, 9)}
        if length not in lengths.get(self.freshness_kind, ()):
            raise MalformedEnvelope("bad freshness field")
        (label_length,) = take(1)
        self.label = take(label_length)
        self.raw = envelope[:offset]
        self.body = envelope[offset:]


def open_envelope(envelope, private_key, *, label, challenges=None, max_age=None, seen=None, now=None):
    """The secret's UTF-8 bytes (a bytearray: wipe it when done), or an EnvelopeError.

    For a PIN block envelope (payload 0x02), the 16-byte enciphered PIN block instead, for the HSM.

    Replay protection is required: pass `challenges` (a ChallengeStore; the envelope must carry a challenge
    it issued, which is then used up), or `max_age` in seconds (the envelope must carry a timestamp that
    recent; pass a set as `seen` to also refuse a second copy within that window).
    """
    if challenges is None and max_age is None:
        raise ValueError("choose challenges= or max_age=: envelopes without replay protection are refused")
    envelope = bytes(envelope)
    header = Header(envelope)
    if not hmac.compare_digest(header.fingerprint, fingerprint(private_key.public_key())):
        raise WrongKey("sealed for another key")
    if header.label != label.encode("utf-8"):
        raise WrongLabel("sealed for another label")
    frame = bytearray(_decrypt(header, private_key))
    _check_fresh(header, envelope, challenges, max_age, seen, now)
    if header.payload == ISO9564_FORMAT4:
        if len(frame) != 16:
            raise MalformedEnvelope("a PIN block is 16 bytes")
        return frame
    length = int.from_bytes(frame[:4], "big")
    if len(frame) < 64 or len(frame) % 64 or length > len(frame) - 4 or any(frame[4 + length:]):
        raise MalformedEnvelope("bad plaintext frame")
    secret = frame[4:4 + length]
    frame[:] = bytes(len(frame))
    return secret


def _decrypt(header, private_key):
    try:
        if header.algorithm == HPKE_P256 and isinstance(private_key, ec.EllipticCurvePrivateKey):
            # The body is enc || ciphertext || tag; the header is HPKE's info, the aad is empty.
            return SUITE.decrypt(header.body, private_key, info=header.raw)
        if header.algorithm == RSA_OAEP and isinstance(private_key, rsa.RSAPrivateKey):
            size = private_key.key_size // 8
            wrapped, nonce, sealed = header.body[:size], header.body[size:size + 12], header.body[size + 12:]
            if len(wrapped) != size or len(nonce) != 12 or len(sealed) < 16:
                raise MalformedEnvelope("truncated")
            oaep = padding.OAEP(mgf=padding.MGF1(hashes.SHA256()), algorithm=hashes.SHA256(), label=None)
            return AESGCM(private_key.decrypt(wrapped, oaep)).decrypt(nonce, sealed, header.raw)
    except (InvalidTag, ValueError) as error:
        raise DecryptionFailed("authentication failed") from error
    raise WrongKey("algorithm does not match the key")


def _check_fresh(header, envelope, challenges, max_age, seen, now):
    if challenges is not None:
        if header.freshness_kind != FRESHNESS_CHALLENGE or not challenges.consume(header.freshness):
            raise NotFresh("unknown, expired or already used challenge")
        return
    if header.freshness_kind != FRESHNESS_TIMESTAMP:
        raise NotFresh("no timestamp")
    sealed_at = int.from_bytes(header.freshness, "big") / 1000
    now = time.time() if now is None else now
    if not now - max_age <= sealed_at <= now + 60:  # 60 s of clock skew
        raise NotFresh("timestamp outside the accepted window")
    if seen is not None:
        digest = hashlib.sha256(envelope).digest()
        if digest in seen:  # a real server forgets entries older than max_age
            raise NotFresh("replayed envelope")
        seen.add(digest)
