export const id = 103;
export const ids = [103];
export const modules = {

/***/ 5103:
/***/ (() => {


// UNUSED EXPORTS: Decrypter, Encrypter, Stanza, armor, generateHybridIdentity, generateIdentity, generateX25519Identity, identityToRecipient, webauthn

;// CONCATENATED MODULE: ./node_modules/age-encryption/dist/x25519.js

const exportable = false;
let webCryptoOff = false;
function forceWebCryptoOff(off) {
    webCryptoOff = off;
}
async function webCryptoFallback(func, fallback) {
    if (webCryptoOff) {
        return await fallback();
    }
    // We can't reliably detect X25519 support in WebCrypto in a performant way
    // because Bun implemented importKey, but not deriveBits.
    // https://github.com/oven-sh/bun/issues/20148
    try {
        return await func();
    }
    catch (error) {
        if (error instanceof ReferenceError ||
            error instanceof DOMException && error.name === "NotSupportedError") {
            return await fallback();
        }
        else {
            throw error;
        }
    }
}
async function scalarMult(scalar, u) {
    return await webCryptoFallback(async () => {
        const key = isCryptoKey(scalar) ? scalar : await importX25519Key(scalar);
        const peer = await crypto.subtle.importKey("raw", domBuffer(u), { name: "X25519" }, exportable, []);
        // 256 bits is the fixed size of a X25519 shared secret. It's kind of
        // worrying that the WebCrypto API encourages truncating it.
        return new Uint8Array(await crypto.subtle.deriveBits({ name: "X25519", public: peer }, key, 256));
    }, () => {
        if (isCryptoKey(scalar)) {
            throw new Error("CryptoKey provided but X25519 WebCrypto is not supported");
        }
        return x25519.scalarMult(scalar, u);
    });
}
async function scalarMultBase(scalar) {
    return await webCryptoFallback(async () => {
        // The WebCrypto API simply doesn't support deriving public keys from
        // private keys. importKey returns only a CryptoKey (unlike generateKey
        // which returns a CryptoKeyPair) despite deriving the public key internally
        // (judging from the banchmarks, at least on Node.js). Our options are
        // exporting as JWK, deleting jwk.d, and re-importing (which only works for
        // exportable keys), or (re-)doing a scalar multiplication by the basepoint
        // manually. Here we do the latter.
        return scalarMult(scalar, x25519.GuBytes);
    }, () => {
        if (isCryptoKey(scalar)) {
            throw new Error("CryptoKey provided but X25519 WebCrypto is not supported");
        }
        return x25519.scalarMultBase(scalar);
    });
}
const pkcs8Prefix = /* @__PURE__ */ new Uint8Array([
    0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06,
    0x03, 0x2b, 0x65, 0x6e, 0x04, 0x22, 0x04, 0x20
]);
async function importX25519Key(key) {
    // For some reason, the WebCrypto API only supports importing X25519 private
    // keys as PKCS #8 or JWK (even if it supports importing public keys as raw).
    // Thankfully since they are always the same length, we can just prepend a
    // fixed ASN.1 prefix for PKCS #8.
    if (key.length !== 32) {
        throw new Error("X25519 private key must be 32 bytes");
    }
    const pkcs8 = new Uint8Array([...pkcs8Prefix, ...key]);
    // Annoyingly, importKey (at least on Node.js) computes the public key, which
    // is a waste if we're only going to run deriveBits.
    return crypto.subtle.importKey("pkcs8", pkcs8, { name: "X25519" }, exportable, ["deriveBits"]);
}
function isCryptoKey(key) {
    return typeof CryptoKey !== "undefined" && key instanceof CryptoKey;
}
// TypeScript 5.9+ made Uint8Array generic, defaulting to Uint8Array<ArrayBufferLike>.
// DOM APIs like crypto.subtle require Uint8Array<ArrayBuffer> (no SharedArrayBuffer).
// This helper narrows the type while still catching non-Uint8Array arguments.
function domBuffer(arr) {
    return arr;
}

;// CONCATENATED MODULE: ./node_modules/age-encryption/dist/recipients.js












/**
 * Generate a new native age identity.
 *
 * Currently, this returns an X25519 identity. In the future, this may return a
 * post-quantum hybrid identity like {@link generateHybridIdentity}. To
 * explicitly generate an X25519 identity, use {@link generateX25519Identity}.
 *
 * @returns A promise that resolves to the new identity, a string starting with
 * `AGE-SECRET-KEY-1...`. Use {@link identityToRecipient} to produce the
 * corresponding recipient.
 */
function generateIdentity() {
    return generateX25519Identity();
}
/**
 * Generate a new X25519 native age identity.
 *
 * @returns A promise that resolves to the new identity, a string starting with
 * `AGE-SECRET-KEY-1...`. Use {@link identityToRecipient} to produce the
 * corresponding recipient.
 */
function generateX25519Identity() {
    const scalar = randomBytes(32);
    const identity = bech32.encodeFromBytes("AGE-SECRET-KEY-", scalar).toUpperCase();
    return Promise.resolve(identity);
}
/**
 * Generate a new post-quantum hybrid native age identity.
 *
 * @returns A promise that resolves to the new identity, a string starting with
 * `AGE-SECRET-KEY-PQ-1...`. Use {@link identityToRecipient} to produce the
 * corresponding recipient.
 */
function generateHybridIdentity() {
    const scalar = randomBytes(32);
    const identity = bech32.encodeFromBytes("AGE-SECRET-KEY-PQ-", scalar).toUpperCase();
    return Promise.resolve(identity);
}
/**
 * Convert an age identity to a recipient.
 *
 * @param identity - An age identity, a string starting with
 * `AGE-SECRET-KEY-PQ-1...` or `AGE-SECRET-KEY-1...` or an X25519 private
 * {@link https://developer.mozilla.org/en-US/docs/Web/API/CryptoKey | CryptoKey}
 * object.
 *
 * @returns A promise that resolves to the corresponding recipient, a string
 * starting with `age1...`.
 *
 * @see {@link generateIdentity}
 * @see {@link Decrypter.addIdentity}
 */
async function identityToRecipient(identity) {
    let scalar;
    if (recipients_isCryptoKey(identity)) {
        scalar = identity;
    }
    else if (identity.startsWith("AGE-SECRET-KEY-PQ-1")) {
        const res = bech32.decodeToBytes(identity);
        if (res.prefix.toUpperCase() !== "AGE-SECRET-KEY-PQ-" ||
            res.bytes.length !== 32) {
            throw Error("invalid identity");
        }
        const recipient = MLKEM768X25519.getPublicKey(res.bytes);
        // Use encode directly to disable the 90 character bech32 limit.
        return bech32.encode("age1pq", bech32.toWords(recipient), false);
    }
    else {
        const res = bech32.decodeToBytes(identity);
        if (!identity.startsWith("AGE-SECRET-KEY-1") ||
            res.prefix.toUpperCase() !== "AGE-SECRET-KEY-" ||
            res.bytes.length !== 32) {
            throw Error("invalid identity");
        }
        scalar = res.bytes;
    }
    const recipient = await x25519.scalarMultBase(scalar);
    return bech32.encodeFromBytes("age", recipient);
}
class recipients_HybridRecipient {
    recipient;
    constructor(s) {
        const { prefix, words } = bech32.decode(s, false);
        const bytes = bech32.fromWords(words);
        if (!s.startsWith("age1pq1") ||
            prefix.toLowerCase() !== "age1pq" ||
            bytes.length !== 1216) {
            throw Error("invalid recipient");
        }
        this.recipient = bytes;
    }
    wrapFileKey(fileKey) {
        const { cipherText: encapsulatedKey, sharedSecret } = MLKEM768X25519.encapsulate(this.recipient);
        const label = new TextEncoder().encode("age-encryption.org/mlkem768x25519");
        const { key, nonce } = hpkeContext(hpkeMLKEM768X25519, sharedSecret, label);
        const ciphertext = chacha20poly1305(key, nonce).encrypt(fileKey);
        return [new Stanza(["mlkem768x25519", base64nopad.encode(encapsulatedKey)], ciphertext)];
    }
}
class recipients_HybridIdentity {
    identity;
    constructor(s) {
        const res = bech32.decodeToBytes(s);
        if (!s.startsWith("AGE-SECRET-KEY-PQ-1") ||
            res.prefix.toUpperCase() !== "AGE-SECRET-KEY-PQ-" ||
            res.bytes.length !== 32) {
            throw Error("invalid identity");
        }
        this.identity = res.bytes;
    }
    unwrapFileKey(stanzas) {
        for (const s of stanzas) {
            if (s.args.length < 1 || s.args[0] !== "mlkem768x25519") {
                continue;
            }
            if (s.args.length !== 2) {
                throw Error("invalid mlkem768x25519 stanza");
            }
            const share = base64nopad.decode(s.args[1]);
            if (share.length !== 1120) {
                throw Error("invalid mlkem768x25519 stanza");
            }
            if (s.body.length !== 32) {
                throw Error("invalid mlkem768x25519 stanza");
            }
            const sharedSecret = MLKEM768X25519.decapsulate(share, this.identity);
            const label = new TextEncoder().encode("age-encryption.org/mlkem768x25519");
            const { key, nonce } = hpkeContext(hpkeMLKEM768X25519, sharedSecret, label);
            try {
                return chacha20poly1305(key, nonce).decrypt(s.body);
            }
            catch {
                continue;
            }
        }
        return null;
    }
}
const hpkeMLKEM768X25519 = 0x647a;
const hpkeMLKEM768P256 = 0x0050;
const hpkeDHKEMP256 = 0x0010;
function hpkeContext(kemID, sharedSecret, info) {
    const suiteID = hpkeSuiteID(kemID);
    const pskIDHash = hpkeLabeledExtract(suiteID, undefined, "psk_id_hash", new Uint8Array(0));
    const infoHash = hpkeLabeledExtract(suiteID, undefined, "info_hash", info);
    const ksContext = new Uint8Array(1 + pskIDHash.length + infoHash.length);
    ksContext[0] = 0x00; // mode_base
    ksContext.set(pskIDHash, 1);
    ksContext.set(infoHash, 1 + pskIDHash.length);
    const secret = hpkeLabeledExtract(suiteID, sharedSecret, "secret", new Uint8Array(0));
    const key = hpkeLabeledExpand(suiteID, secret, "key", ksContext, 32);
    const nonce = hpkeLabeledExpand(suiteID, secret, "base_nonce", ksContext, 12);
    return { key, nonce };
}
function hpkeSuiteID(kemID) {
    const suiteID = new Uint8Array(10);
    suiteID.set(new TextEncoder().encode("HPKE"), 0);
    suiteID[4] = (kemID >> 8) & 0xff;
    suiteID[5] = kemID & 0xff;
    // KDF ID for HKDF-SHA256 is 0x0001
    suiteID[6] = 0x00;
    suiteID[7] = 0x01;
    // AEAD ID for ChaCha20Poly1305 is 0x0003
    suiteID[8] = 0x00;
    suiteID[9] = 0x03;
    return suiteID;
}
function hpkeLabeledExtract(suiteID, salt, label, ikm) {
    const labeledIKM = new Uint8Array(7 + suiteID.length + label.length + ikm.length);
    let offset = 0;
    labeledIKM.set(new TextEncoder().encode("HPKE-v1"), offset);
    offset += "HPKE-v1".length;
    labeledIKM.set(suiteID, offset);
    offset += suiteID.length;
    labeledIKM.set(new TextEncoder().encode(label), offset);
    offset += label.length;
    labeledIKM.set(ikm, offset);
    return extract(sha256, labeledIKM, salt);
}
function hpkeLabeledExpand(suiteID, prk, label, info, length) {
    const labeledInfo = new Uint8Array(2 + 7 + suiteID.length + label.length + info.length);
    let offset = 0;
    labeledInfo[offset] = (length >> 8) & 0xff;
    labeledInfo[offset + 1] = length & 0xff;
    offset += 2;
    labeledInfo.set(new TextEncoder().encode("HPKE-v1"), offset);
    offset += "HPKE-v1".length;
    labeledInfo.set(suiteID, offset);
    offset += suiteID.length;
    labeledInfo.set(new TextEncoder().encode(label), offset);
    offset += label.length;
    labeledInfo.set(info, offset);
    return expand(sha256, prk, labeledInfo, length);
}
function hpkeDHKEMP256Encapsulate(recipient) {
    if (recipient.length !== p256.lengths.publicKeyUncompressed) {
        recipient = p256.Point.fromBytes(recipient).toBytes(false);
    }
    const ephemeral = p256.utils.randomSecretKey();
    const encapsulatedKey = p256.getPublicKey(ephemeral, false);
    const ss = p256.getSharedSecret(ephemeral, recipient, true).subarray(1);
    const kemContext = new Uint8Array(encapsulatedKey.length + recipient.length);
    kemContext.set(encapsulatedKey, 0);
    kemContext.set(recipient, encapsulatedKey.length);
    const suiteID = new Uint8Array(5);
    suiteID.set(new TextEncoder().encode("KEM"), 0);
    suiteID[3] = hpkeDHKEMP256 >> 8;
    suiteID[4] = hpkeDHKEMP256 & 0xff;
    const eaePRK = hpkeLabeledExtract(suiteID, undefined, "eae_prk", ss);
    const sharedSecret = hpkeLabeledExpand(suiteID, eaePRK, "shared_secret", kemContext, 32);
    return { encapsulatedKey, sharedSecret };
}
class recipients_TagRecipient {
    recipient;
    constructor(s) {
        const res = bech32.decodeToBytes(s);
        if (!s.startsWith("age1tag1") ||
            res.prefix.toLowerCase() !== "age1tag" ||
            res.bytes.length !== 33) {
            throw Error("invalid recipient");
        }
        this.recipient = res.bytes;
    }
    wrapFileKey(fileKey) {
        const { encapsulatedKey, sharedSecret } = hpkeDHKEMP256Encapsulate(this.recipient);
        const label = new TextEncoder().encode("age-encryption.org/p256tag");
        const tag = (() => {
            const recipientHash = sha256(this.recipient).subarray(0, 4);
            const ikm = new Uint8Array(encapsulatedKey.length + recipientHash.length);
            ikm.set(encapsulatedKey, 0);
            ikm.set(recipientHash, encapsulatedKey.length);
            return extract(sha256, ikm, label).subarray(0, 4);
        })();
        const { key, nonce } = hpkeContext(hpkeDHKEMP256, sharedSecret, label);
        const ciphertext = chacha20poly1305(key, nonce).encrypt(fileKey);
        return [new Stanza(["p256tag", base64nopad.encode(tag), base64nopad.encode(encapsulatedKey)], ciphertext)];
    }
}
class recipients_HybridTagRecipient {
    recipient;
    constructor(s) {
        const { prefix, words } = bech32.decode(s, false);
        const bytes = bech32.fromWords(words);
        if (!s.startsWith("age1tagpq1") ||
            prefix.toLowerCase() !== "age1tagpq" ||
            bytes.length !== 1249) {
            throw Error("invalid recipient");
        }
        this.recipient = bytes;
    }
    wrapFileKey(fileKey) {
        const { cipherText: encapsulatedKey, sharedSecret } = MLKEM768P256.encapsulate(this.recipient);
        const label = new TextEncoder().encode("age-encryption.org/mlkem768p256tag");
        const tag = (() => {
            const recipientHash = sha256(this.recipient.subarray(1184)).subarray(0, 4);
            const ikm = new Uint8Array(encapsulatedKey.length + recipientHash.length);
            ikm.set(encapsulatedKey, 0);
            ikm.set(recipientHash, encapsulatedKey.length);
            return extract(sha256, ikm, label).subarray(0, 4);
        })();
        const { key, nonce } = hpkeContext(hpkeMLKEM768P256, sharedSecret, label);
        const ciphertext = chacha20poly1305(key, nonce).encrypt(fileKey);
        return [new Stanza(["mlkem768p256tag", base64nopad.encode(tag), base64nopad.encode(encapsulatedKey)], ciphertext)];
    }
}
class recipients_X25519Recipient {
    recipient;
    constructor(s) {
        const res = bech32.decodeToBytes(s);
        if (!s.startsWith("age1") ||
            res.prefix.toLowerCase() !== "age" ||
            res.bytes.length !== 32) {
            throw Error("invalid recipient");
        }
        this.recipient = res.bytes;
    }
    async wrapFileKey(fileKey) {
        const ephemeral = randomBytes(32);
        const share = await x25519.scalarMultBase(ephemeral);
        const secret = await x25519.scalarMult(ephemeral, this.recipient);
        const salt = new Uint8Array(share.length + this.recipient.length);
        salt.set(share);
        salt.set(this.recipient, share.length);
        const label = new TextEncoder().encode("age-encryption.org/v1/X25519");
        const key = hkdf(sha256, secret, salt, label, 32);
        return [new Stanza(["X25519", base64nopad.encode(share)], recipients_encryptFileKey(fileKey, key))];
    }
}
class recipients_X25519Identity {
    identity;
    recipient;
    constructor(s) {
        if (recipients_isCryptoKey(s)) {
            this.identity = s;
            this.recipient = x25519.scalarMultBase(s);
            return;
        }
        const res = bech32.decodeToBytes(s);
        if (!s.startsWith("AGE-SECRET-KEY-1") ||
            res.prefix.toUpperCase() !== "AGE-SECRET-KEY-" ||
            res.bytes.length !== 32) {
            throw Error("invalid identity");
        }
        this.identity = res.bytes;
        this.recipient = x25519.scalarMultBase(res.bytes);
    }
    async unwrapFileKey(stanzas) {
        for (const s of stanzas) {
            if (s.args.length < 1 || s.args[0] !== "X25519") {
                continue;
            }
            if (s.args.length !== 2) {
                throw Error("invalid X25519 stanza");
            }
            const share = base64nopad.decode(s.args[1]);
            if (share.length !== 32) {
                throw Error("invalid X25519 stanza");
            }
            const secret = await x25519.scalarMult(this.identity, share);
            const recipient = await this.recipient;
            const salt = new Uint8Array(share.length + recipient.length);
            salt.set(share);
            salt.set(recipient, share.length);
            const label = new TextEncoder().encode("age-encryption.org/v1/X25519");
            const key = hkdf(sha256, secret, salt, label, 32);
            const fileKey = recipients_decryptFileKey(s.body, key);
            if (fileKey !== null)
                return fileKey;
        }
        return null;
    }
}
class recipients_ScryptRecipient {
    passphrase;
    logN;
    constructor(passphrase, logN) {
        this.passphrase = passphrase;
        this.logN = logN;
    }
    wrapFileKey(fileKey) {
        const salt = randomBytes(16);
        const label = "age-encryption.org/v1/scrypt";
        const labelAndSalt = new Uint8Array(label.length + 16);
        labelAndSalt.set(new TextEncoder().encode(label));
        labelAndSalt.set(salt, label.length);
        const key = scrypt(this.passphrase, labelAndSalt, { N: 2 ** this.logN, r: 8, p: 1, dkLen: 32 });
        return [new Stanza(["scrypt", base64nopad.encode(salt), this.logN.toString()], recipients_encryptFileKey(fileKey, key))];
    }
}
class recipients_ScryptIdentity {
    passphrase;
    constructor(passphrase) {
        this.passphrase = passphrase;
    }
    unwrapFileKey(stanzas) {
        for (const s of stanzas) {
            if (s.args.length < 1 || s.args[0] !== "scrypt") {
                continue;
            }
            if (stanzas.length !== 1) {
                throw Error("scrypt recipient is not the only one in the header");
            }
            if (s.args.length !== 3) {
                throw Error("invalid scrypt stanza");
            }
            if (!/^[1-9][0-9]*$/.test(s.args[2])) {
                throw Error("invalid scrypt stanza");
            }
            const salt = base64nopad.decode(s.args[1]);
            if (salt.length !== 16) {
                throw Error("invalid scrypt stanza");
            }
            const logN = Number(s.args[2]);
            if (logN > 20) {
                throw Error("scrypt work factor is too high");
            }
            const label = "age-encryption.org/v1/scrypt";
            const labelAndSalt = new Uint8Array(label.length + 16);
            labelAndSalt.set(new TextEncoder().encode(label));
            labelAndSalt.set(salt, label.length);
            const key = scrypt(this.passphrase, labelAndSalt, { N: 2 ** logN, r: 8, p: 1, dkLen: 32 });
            const fileKey = recipients_decryptFileKey(s.body, key);
            if (fileKey !== null)
                return fileKey;
        }
        return null;
    }
}
function recipients_encryptFileKey(fileKey, key) {
    const nonce = new Uint8Array(12);
    return chacha20poly1305(key, nonce).encrypt(fileKey);
}
function recipients_decryptFileKey(body, key) {
    if (body.length !== 32) {
        throw Error("invalid stanza");
    }
    const nonce = new Uint8Array(12);
    try {
        return chacha20poly1305(key, nonce).decrypt(body);
    }
    catch {
        return null;
    }
}
function recipients_isCryptoKey(key) {
    return typeof CryptoKey !== "undefined" && key instanceof CryptoKey;
}

;// CONCATENATED MODULE: ./node_modules/age-encryption/dist/armor.js

// eslint-disable-next-line @typescript-eslint/no-unused-vars

/**
 * Encode an age encrypted file using the ASCII armor format, a strict subset of
 * PEM that starts with `-----BEGIN AGE ENCRYPTED FILE-----`.
 *
 * @param file - The raw encrypted file (returned by {@link Encrypter.encrypt}).
 *
 * @returns The ASCII armored file, with a final newline.
 */
function encode(file) {
    const lines = [];
    lines.push("-----BEGIN AGE ENCRYPTED FILE-----\n");
    for (let i = 0; i < file.length; i += 48) {
        let end = i + 48;
        if (end > file.length)
            end = file.length;
        lines.push(base64.encode(file.subarray(i, end)) + "\n");
    }
    lines.push("-----END AGE ENCRYPTED FILE-----\n");
    return lines.join("");
}
/**
 * Decode an age encrypted file from the ASCII armor format, a strict subset of
 * PEM that starts with `-----BEGIN AGE ENCRYPTED FILE-----`.
 *
 * Extra whitespace before and after the file is ignored, and newlines can be
 * CRLF or LF, but otherwise the format is parsed strictly.
 *
 * @param file - The ASCII armored file.
 *
 * @returns The raw encrypted file (to be passed to {@link Decrypter.decrypt}).
 */
function decode(file) {
    const lines = file.trim().replaceAll("\r\n", "\n").split("\n");
    if (lines.shift() !== "-----BEGIN AGE ENCRYPTED FILE-----") {
        throw Error("invalid header");
    }
    if (lines.pop() !== "-----END AGE ENCRYPTED FILE-----") {
        throw Error("invalid footer");
    }
    function isLineLengthValid(i, l) {
        if (i === lines.length - 1) {
            return l.length > 0 && l.length <= 64 && l.length % 4 === 0;
        }
        return l.length === 64;
    }
    if (!lines.every((l, i) => isLineLengthValid(i, l))) {
        throw Error("invalid line length");
    }
    if (!lines.every((l) => /^[A-Za-z0-9+/=]+$/.test(l))) {
        throw Error("invalid base64");
    }
    return base64.decode(lines.join(""));
}

;// CONCATENATED MODULE: ./node_modules/age-encryption/dist/webauthn.js








// We don't actually use the public key, so declare support for all default
// algorithms that might be supported by authenticators.
const defaultAlgorithms = [
    { type: "public-key", alg: -8 }, // Ed25519
    { type: "public-key", alg: -7 }, // ECDSA with P-256 and SHA-256
    { type: "public-key", alg: -257 }, // RSA PKCS#1 v1.5 with SHA-256
];
/**
 * Creates a new WebAuthn credential which can be used for encryption and
 * decryption.
 *
 * @returns The identity string to use for encryption or decryption.
 *
 * This string begins with `AGE-PLUGIN-FIDO2PRF-1...` and encodes the credential ID,
 * the relying party ID, and the transport hint.
 *
 * If the credential was created with {@link CreationOptions."type"} set to the
 * default `passkey`, this string is mostly a hint to make selecting the
 * credential easier. If the credential was created with `security-key`, this
 * string is required to encrypt and decrypt files, and can't be regenerated if
 * lost.
 *
 * @see {@link Options.identity}
 * @experimental
 */
async function createCredential(options) {
    const cred = await navigator.credentials.create({
        publicKey: {
            rp: { name: "", id: options.rpId },
            user: {
                name: options.keyName,
                id: webauthn_domBuffer(randomBytes(8)), // avoid overwriting existing keys
                displayName: "",
            },
            pubKeyCredParams: defaultAlgorithms,
            authenticatorSelection: {
                requireResidentKey: options.type !== "security-key",
                residentKey: options.type !== "security-key" ? "required" : "discouraged",
                userVerification: "required", // prf requires UV
            },
            hints: options.type === "security-key" ? ["security-key"] : [],
            extensions: { prf: {} },
            challenge: new Uint8Array([0]).buffer, // unused without attestation
        },
    });
    if (!cred.getClientExtensionResults().prf?.enabled) {
        throw Error("PRF extension not available (need macOS 15+, Chrome 132+)");
    }
    // Annoyingly, it doesn't seem possible to get the RP ID from the
    // credential, so we have to hope we get the default right.
    const rpId = options.rpId ?? new URL(window.origin).hostname;
    return encodeIdentity(cred, rpId);
}
const prefix = "AGE-PLUGIN-FIDO2PRF-";
function encodeIdentity(credential, rpId) {
    const res = credential.response;
    const version = cbor.encodeUint(1);
    const credId = cbor.encodeByteString(new Uint8Array(credential.rawId));
    const rp = cbor.encodeTextString(rpId);
    const transports = cbor.encodeArray(res.getTransports());
    const identityData = new Uint8Array([...version, ...credId, ...rp, ...transports]);
    return bech32.encode(prefix, bech32.toWords(identityData), false).toUpperCase();
}
function decodeIdentity(identity) {
    const { words } = bech32.decode(identity, false);
    const bytes = bech32.fromWords(words);
    if (!identity.startsWith(prefix + "1")) {
        throw Error("invalid identity");
    }
    const [version, rest1] = cbor.readUint(bytes);
    if (version !== 1) {
        throw Error("unsupported identity version");
    }
    const [credId, rest2] = cbor.readByteString(rest1);
    const [rpId, rest3] = cbor.readTextString(rest2);
    const [transports,] = cbor.readArray(rest3);
    return [credId, rpId, transports];
}
const label = "age-encryption.org/fido2prf";
class WebAuthnInternal {
    credId;
    transports;
    rpId;
    constructor(options) {
        if (options?.identity) {
            const [credId, rpId, transports] = decodeIdentity(options.identity);
            this.credId = credId;
            this.transports = transports;
            this.rpId = rpId;
        }
        else {
            this.rpId = options?.rpId;
        }
    }
    async getCredential(nonce) {
        const assertion = await navigator.credentials.get({
            publicKey: {
                allowCredentials: this.credId ? [{
                        id: webauthn_domBuffer(this.credId),
                        transports: this.transports,
                        type: "public-key"
                    }] : [],
                challenge: webauthn_domBuffer(randomBytes(16)),
                extensions: { prf: { eval: prfInputs(nonce) } },
                userVerification: "required", // prf requires UV
                rpId: this.rpId,
            },
        });
        const results = assertion.getClientExtensionResults().prf?.results;
        if (results === undefined) {
            throw Error("PRF extension not available (need macOS 15+, Chrome 132+)");
        }
        return results;
    }
}
// For the WebAuthnRecipient and WebAuthnIdentity TSDoc links.
// eslint-disable-next-line @typescript-eslint/no-unused-vars

/**
 * A {@link Recipient} that symmetrically encrypts file keys using a WebAuthn
 * credential, such as a passkey or a security key.
 *
 * The credential needs to already exist, and support the PRF extension.
 * Usually, it would have been created with {@link createCredential}.
 *
 * @see {@link Encrypter.addRecipient}
 * @experimental
 */
class WebAuthnRecipient extends (/* unused pure expression or super */ null && (WebAuthnInternal)) {
    /**
     * Implements {@link Recipient.wrapFileKey}.
     */
    async wrapFileKey(fileKey) {
        const nonce = randomBytes(16);
        const results = await this.getCredential(nonce);
        const key = deriveKey(results);
        return [new Stanza([label, base64nopad.encode(nonce)], encryptFileKey(fileKey, key))];
    }
}
/**
 * An {@link Identity} that symmetrically decrypts file keys using a WebAuthn
 * credential, such as a passkey or a security key.
 *
 * The credential needs to already exist, and support the PRF extension.
 * Usually, it would have been created with {@link createCredential}.
 *
 * @see {@link Decrypter.addIdentity}
 * @experimental
 */
class WebAuthnIdentity extends (/* unused pure expression or super */ null && (WebAuthnInternal)) {
    /**
     * Implements {@link Identity.unwrapFileKey}.
     */
    async unwrapFileKey(stanzas) {
        for (const s of stanzas) {
            if (s.args.length < 1 || s.args[0] !== label) {
                continue;
            }
            if (s.args.length !== 2) {
                throw Error("invalid prf stanza");
            }
            const nonce = base64nopad.decode(s.args[1]);
            if (nonce.length !== 16) {
                throw Error("invalid prf stanza");
            }
            const results = await this.getCredential(nonce);
            const key = deriveKey(results);
            const fileKey = decryptFileKey(s.body, key);
            if (fileKey !== null)
                return fileKey;
        }
        return null;
    }
}
// We use both first and second to prevent an attacker from decrypting two files
// at once with a single user presence check.
function prfInputs(nonce) {
    const prefix = new TextEncoder().encode(label);
    const first = new Uint8Array(prefix.length + nonce.length + 1);
    first.set(prefix, 0);
    first[prefix.length] = 0x01;
    first.set(nonce, prefix.length + 1);
    const second = new Uint8Array(prefix.length + nonce.length + 1);
    second.set(prefix, 0);
    second[prefix.length] = 0x02;
    second.set(nonce, prefix.length + 1);
    return { first, second };
}
function deriveKey(results) {
    if (results.second === undefined) {
        throw Error("Missing second PRF result");
    }
    const first = prfResultToBytes(results.first);
    const second = prfResultToBytes(results.second);
    const prf = new Uint8Array(first.byteLength + second.byteLength);
    prf.set(first, 0);
    prf.set(second, first.byteLength);
    return extract(sha256, prf, new TextEncoder().encode(label));
}
function prfResultToBytes(result) {
    if (result instanceof ArrayBuffer) {
        return new Uint8Array(result);
    }
    if (ArrayBuffer.isView(result)) {
        return new Uint8Array(result.buffer, result.byteOffset, result.byteLength);
    }
    // This is for the noncompliant 1Password browser extension that returns a number
    // array instead of a BufferSource. See https://github.com/FiloSottile/typage/pull/50.
    if (Array.isArray(result)) {
        return Uint8Array.from(result);
    }
    throw Error("PRF result is not a BufferSource");
}
// TypeScript 5.9+ made Uint8Array generic, defaulting to Uint8Array<ArrayBufferLike>.
// DOM APIs like WebAuthn require Uint8Array<ArrayBuffer> (no SharedArrayBuffer).
// This helper narrows the type while still catching non-Uint8Array arguments.
function webauthn_domBuffer(arr) {
    return arr;
}

;// CONCATENATED MODULE: ./node_modules/age-encryption/dist/index.js















/**
 * Encrypts a file using the given passphrase or recipients.
 *
 * First, call {@link Encrypter.setPassphrase} to set a passphrase for symmetric
 * encryption, or {@link Encrypter.addRecipient} to specify one or more
 * recipients. Then, call {@link Encrypter.encrypt} one or more times to encrypt
 * files using the configured passphrase or recipients.
 */
class Encrypter {
    passphrase = null;
    scryptWorkFactor = 18;
    recipients = [];
    /**
     * Set the passphrase to encrypt the file(s) with. This method can only be
     * called once, and can't be called if {@link Encrypter.addRecipient} has
     * been called.
     *
     * The passphrase is passed through the scrypt key derivation function, but
     * it needs to have enough entropy to resist offline brute-force attacks.
     * You should use at least 8-10 random alphanumeric characters, or 4-5
     * random words from a list of at least 2000 words.
     *
     * @param s - The passphrase to encrypt the file with.
     */
    setPassphrase(s) {
        if (this.passphrase !== null) {
            throw new Error("can encrypt to at most one passphrase");
        }
        if (this.recipients.length !== 0) {
            throw new Error("can't encrypt to both recipients and passphrases");
        }
        this.passphrase = s;
    }
    /**
     * Set the scrypt work factor to use when encrypting the file(s) with a
     * passphrase. The default is 18. Using a lower value will require stronger
     * passphrases to resist offline brute-force attacks.
     *
     * @param logN - The base-2 logarithm of the scrypt work factor.
     */
    setScryptWorkFactor(logN) {
        this.scryptWorkFactor = logN;
    }
    /**
     * Add a recipient to encrypt the file(s) for. This method can be called
     * multiple times to encrypt the file(s) for multiple recipients.
     *
     * This version supports native X25519 recipients (`age1...`), hybrid
     * post-quantum recipients (`age1pq1...`), tag recipients (`age1tag1...`),
     * and hybrid tag recipients (`age1tagpq1...`).
     *
     * @param s - The recipient to encrypt the file for. Either a string
     * beginning with `age1...` or an object implementing the {@link Recipient}
     * interface.
     */
    addRecipient(s) {
        if (this.passphrase !== null) {
            throw new Error("can't encrypt to both recipients and passphrases");
        }
        if (typeof s === "string") {
            if (s.startsWith("age1pq1")) {
                this.recipients.push(new HybridRecipient(s));
            }
            else if (s.startsWith("age1tag1")) {
                this.recipients.push(new TagRecipient(s));
            }
            else if (s.startsWith("age1tagpq1")) {
                this.recipients.push(new HybridTagRecipient(s));
            }
            else if (s.startsWith("age1")) {
                this.recipients.push(new X25519Recipient(s));
            }
            else {
                throw new Error("unrecognized recipient type");
            }
        }
        else {
            this.recipients.push(s);
        }
    }
    async encrypt(file) {
        const fileKey = randomBytes(16);
        const stanzas = [];
        let recipients = this.recipients;
        if (this.passphrase !== null) {
            recipients = [new ScryptRecipient(this.passphrase, this.scryptWorkFactor)];
        }
        for (const recipient of recipients) {
            stanzas.push(...await recipient.wrapFileKey(fileKey));
        }
        const labelHeader = new TextEncoder().encode("header");
        const hmacKey = hkdf(sha256, fileKey, undefined, labelHeader, 32);
        const mac = hmac(sha256, hmacKey, encodeHeaderNoMAC(stanzas));
        const header = encodeHeader(stanzas, mac);
        const nonce = randomBytes(16);
        const labelPayload = new TextEncoder().encode("payload");
        const streamKey = hkdf(sha256, fileKey, nonce, labelPayload, 32);
        const encrypter = encryptSTREAM(streamKey);
        if (!(file instanceof ReadableStream)) {
            if (typeof file === "string")
                file = new TextEncoder().encode(file);
            return await readAll(prepend(stream(file).pipeThrough(encrypter), header, nonce));
        }
        return Object.assign(prepend(file.pipeThrough(encrypter), header, nonce), {
            size: (size) => ciphertextSize(size) + header.length + nonce.length
        });
    }
}
/**
 * Decrypts a file using the given identities.
 *
 * First, call {@link Decrypter.addPassphrase} to set a passphrase for symmetric
 * decryption, and/or {@link Decrypter.addIdentity} to specify one or more
 * identities. All passphrases and/or identities are tried in parallel for each
 * file. Then, call {@link Decrypter.decrypt} one or more times to decrypt files
 * using the configured passphrase and/or identities.
 */
class Decrypter {
    identities = [];
    /**
     * Add a passphrase to decrypt password-encrypted file(s) with. This method
     * can be called multiple times to try multiple passphrases.
     *
     * @param s - The passphrase to decrypt the file with.
     */
    addPassphrase(s) {
        this.identities.push(new ScryptIdentity(s));
    }
    /**
     * Add an identity to decrypt file(s) with. This method can be called
     * multiple times to try multiple identities.
     *
     * @param s - The identity to decrypt the file with. Either a string
     * beginning with `AGE-SECRET-KEY-PQ-1...` or `AGE-SECRET-KEY-1...`, an
     * X25519 private
     * {@link https://developer.mozilla.org/en-US/docs/Web/API/CryptoKey | CryptoKey}
     * object, or an object implementing the {@link Identity} interface.
     *
     * A CryptoKey object must have
     * {@link https://developer.mozilla.org/en-US/docs/Web/API/CryptoKey/type | type}
     * `private`,
     * {@link https://developer.mozilla.org/en-US/docs/Web/API/CryptoKey/algorithm | algorithm}
     * `{name: 'X25519'}`, and
     * {@link https://developer.mozilla.org/en-US/docs/Web/API/CryptoKey/usages | usages}
     * `["deriveBits"]`. For example:
     * ```js
     * const keyPair = await crypto.subtle.generateKey({ name: "X25519" }, false, ["deriveBits"])
     * decrypter.addIdentity(key.privateKey)
     * ```
     */
    addIdentity(s) {
        if (dist_isCryptoKey(s)) {
            this.identities.push(new X25519Identity(s));
        }
        else if (typeof s === "string") {
            if (s.startsWith("AGE-SECRET-KEY-1")) {
                this.identities.push(new X25519Identity(s));
            }
            else if (s.startsWith("AGE-SECRET-KEY-PQ-1")) {
                this.identities.push(new HybridIdentity(s));
            }
            else {
                throw new Error("unrecognized identity type");
            }
        }
        else {
            this.identities.push(s);
        }
    }
    async decrypt(file, outputFormat) {
        const s = file instanceof ReadableStream ? file : stream(file);
        const { fileKey, headerSize, rest } = await this.decryptHeaderInternal(s);
        const { data: nonce, rest: payload } = await read(rest, 16);
        const label = new TextEncoder().encode("payload");
        const streamKey = hkdf(sha256, fileKey, nonce, label, 32);
        const decrypter = decryptSTREAM(streamKey);
        const out = payload.pipeThrough(decrypter);
        const outWithSize = Object.assign(out, {
            size: (size) => plaintextSize(size - headerSize - nonce.length)
        });
        if (file instanceof ReadableStream)
            return outWithSize;
        if (outputFormat === "text")
            return await readAllString(out);
        return await readAll(out);
    }
    /**
     * Decrypt the file key from a detached header. This is a low-level
     * function that can be used to implement delegated decryption logic.
     * Most users won't need this.
     *
     * It is the caller's responsibility to keep track of what file the
     * returned file key decrypts, and to ensure the file key is not used
     * for any other purpose.
     *
     * @param header - The file's textual header, including the MAC.
     *
     * @returns The file key used to encrypt the file.
     */
    async decryptHeader(header) {
        return (await this.decryptHeaderInternal(stream(header))).fileKey;
    }
    async decryptHeaderInternal(file) {
        const h = await parseHeader(file);
        const fileKey = await this.unwrapFileKey(h.stanzas);
        if (fileKey === null)
            throw Error("no identity matched any of the file's recipients");
        const label = new TextEncoder().encode("header");
        const hmacKey = hkdf(sha256, fileKey, undefined, label, 32);
        const mac = hmac(sha256, hmacKey, h.headerNoMAC);
        if (!compareBytes(h.MAC, mac))
            throw Error("invalid header HMAC");
        return { fileKey, headerSize: h.headerSize, rest: h.rest };
    }
    async unwrapFileKey(stanzas) {
        for (const identity of this.identities) {
            const fileKey = await identity.unwrapFileKey(stanzas);
            if (fileKey !== null)
                return fileKey;
        }
        return null;
    }
}
function compareBytes(a, b) {
    if (a.length !== b.length) {
        return false;
    }
    let acc = 0;
    for (let i = 0; i < a.length; i++) {
        acc |= a[i] ^ b[i];
    }
    return acc === 0;
}
function dist_isCryptoKey(key) {
    return typeof CryptoKey !== "undefined" && key instanceof CryptoKey;
}


/***/ })

};
