"""Opens the envelopes kbc's SecureInput seals (`seal(for:label:freshness:)` on a field or a buffer), version 1.

The server side of "Sending a PIN to your server": the DocC article quotes this file whole, and a check
(Tests/ServerReference/check_article.py) keeps the two identical. Needs the `cryptography` package (46 or later,
for HPKE). Every failure raises an EnvelopeError subclass: the caller never gets a secret from an envelope that
was altered, sealed for another key or label, or replayed. Tests/ServerReference/test_kbc_envelope.py tests
each guarantee; run.sh also opens what Swift sealed.

Replay protection is not optional. Choose one policy per endpoint:
- ChallengeStore: the app asks for a challenge, which is bound to the session, user and label it was issued
  for, expires, and is burned the first time an envelope carries it, before anything is decrypted;
- TimestampWindow: the envelope carries the time it was sealed, accepted within a window, and the window
  remembers every envelope it accepted until the envelope would be too old anyway.
Both keep at most `capacity` entries, so a flood of requests cannot grow them without bound.
"""
import hashlib
import heapq
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
    """Unknown, expired, used or misbound challenge; stale timestamp; a replay; or no freshness at all."""


class DecryptionFailed(EnvelopeError):
    """Authentication failed: the envelope was altered."""


def fingerprint(public_key):
    """SHA-256 of the key's SubjectPublicKeyInfo DER: what the envelope's header carries."""
    der = public_key.public_bytes(serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo)
    return hashlib.sha256(der).digest()


class ChallengeStore:
    """Single-use challenges, each bound to the session, user and label it was issued for.

    A challenge is accepted once, within `lifetime` seconds, and only for its own session, user and label; it is
    burned when an envelope presents it, whatever happens next. At most `capacity` challenges are outstanding:
    issuing drops expired ones first, then the oldest (whose form then has to ask again).
    """

    def __init__(self, lifetime=120, capacity=10_000, clock=time.monotonic, random=os.urandom):
        self.lifetime, self.capacity, self._clock, self._random = lifetime, capacity, clock, random
        self._issued = {}  # challenge -> (issued at, session, user, label), oldest first

    def __len__(self):
        return len(self._issued)

    def issue(self, *, session, user, label):
        now = self._clock()
        for challenge, (issued_at, *_) in list(self._issued.items()):
            if now - issued_at <= self.lifetime and len(self._issued) < self.capacity:
                break
            del self._issued[challenge]
        challenge = self._random(16)
        self._issued[challenge] = (now, session, user, label)
        return challenge

    def consume(self, challenge, *, session, user, label):
        """Burns `challenge`; True if it was outstanding, unexpired and issued for this session, user and label."""
        entry = self._issued.pop(bytes(challenge), None)
        if entry is None:
            return False
        issued_at, *binding = entry
        return self._clock() - issued_at <= self.lifetime and binding == [session, user, label]


class TimestampWindow:
    """Accepts an envelope sealed at most `max_age` seconds ago (or `skew` seconds ahead), once.

    Every accepted envelope is remembered until it is too old to pass the window anyway, so a copy sent again is
    refused. When `capacity` envelopes are remembered, new ones are refused rather than old ones forgotten: a
    forgotten envelope could be replayed. Rate-limit the endpoint so that a flood cannot fill it.
    """

    def __init__(self, max_age=120, skew=60, capacity=100_000, clock=time.time):
        self.max_age, self.skew, self.capacity, self._clock = max_age, skew, capacity, clock
        self._seen, self._expiry = set(), []  # digests, and a heap of (sealed at, digest)

    def __len__(self):
        return len(self._seen)

    def claim(self, envelope, sealed_at):
        """Refuses a stale, future or already seen envelope; otherwise remembers it."""
        now = self._clock()
        if not now - self.max_age <= sealed_at <= now + self.skew:
            raise NotFresh("timestamp outside the accepted window")
        while self._expiry and self._expiry[0][0] < now - self.max_age:
            self._seen.discard(heapq.heappop(self._expiry)[1])
        digest = hashlib.sha256(envelope).digest()
        if digest in self._seen:
            raise NotFresh("replayed envelope")
        if len(self._seen) >= self.capacity:
            raise NotFresh("replay cache full")
        self._seen.add(digest)
        heapq.heappush(self._expiry, (sealed_at, digest))


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
        if label_length == 0:
            raise MalformedEnvelope("empty label")
        self.label = take(label_length)
        self.raw = envelope[:offset]
        self.body = envelope[offset:]


def open_envelope(envelope, private_key, *, label, challenges=None, session=None, user=None, timestamps=None):
    """The secret's UTF-8 bytes (a bytearray: wipe it when done), or an EnvelopeError.

    For a PIN block envelope (payload 0x02), the 16-byte enciphered PIN block instead, for the HSM.

    Pass `challenges` (a ChallengeStore) with the request's `session` and `user`, or `timestamps` (a
    TimestampWindow). The label, the key and the freshness are checked, and the challenge burned or the envelope
    remembered, before anything is decrypted.
    """
    if (challenges is None) == (timestamps is None):
        raise ValueError("pass challenges= (with session= and user=) or timestamps=: exactly one replay policy")
    if challenges is not None and (session is None or user is None):
        raise ValueError("a challenge is bound to a session and a user: pass session= and user=")
    envelope = bytes(envelope)
    header = Header(envelope)
    if header.label != label.encode("utf-8"):
        raise WrongLabel("sealed for another label")
    if not hmac.compare_digest(header.fingerprint, fingerprint(private_key.public_key())):
        raise WrongKey("sealed for another key")
    if challenges is not None:
        if header.freshness_kind != FRESHNESS_CHALLENGE:
            raise NotFresh("no challenge")
        if not challenges.consume(header.freshness, session=session, user=user, label=label):
            raise NotFresh("unknown, expired, used or misbound challenge")
    else:
        if header.freshness_kind != FRESHNESS_TIMESTAMP:
            raise NotFresh("no timestamp")
        timestamps.claim(envelope, int.from_bytes(header.freshness, "big") / 1000)
    frame = bytearray(_decrypt(header, private_key))
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
            content_key = private_key.decrypt(wrapped, oaep)
            if len(content_key) != 32:  # AES-256 only: AESGCM would also take a 16- or 24-byte key
                raise MalformedEnvelope("the content key is not 32 bytes")
            return AESGCM(content_key).decrypt(nonce, sealed, header.raw)
    except (InvalidTag, ValueError) as error:
        raise DecryptionFailed("authentication failed") from error
    raise WrongKey("algorithm does not match the key")
