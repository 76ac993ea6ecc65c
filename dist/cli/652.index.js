export const id = 652;
export const ids = [652];
export const modules = {

/***/ 7593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B$: () => (/* binding */ outputFormat),
/* harmony export */   DS: () => (/* binding */ OUTPUT_FORMATS),
/* harmony export */   _: () => (/* binding */ decimal),
/* harmony export */   jK: () => (/* binding */ confidenceFlag),
/* harmony export */   lO: () => (/* binding */ pythonFlag),
/* harmony export */   mw: () => (/* binding */ required),
/* harmony export */   qg: () => (/* binding */ parse)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);
/** Command-line parsing with node's parseArgs; every mistake is a UsageError (exit 2). */




function parse(argv, options) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_2__.parseArgs)({
            args: argv,
            options: { ...options, help: { type: 'boolean', short: 'h' } },
            allowPositionals: true,
            strict: true,
        });
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(err.message);
    }
}
/** What a command prints on stdout: the terminal view (default), summary.md's markdown, or the JSON it wrote. */
const OUTPUT_FORMATS = ['text', 'markdown', 'json'];
function outputFormat(value) {
    const format = (value ?? 'text');
    if (!OUTPUT_FORMATS.includes(format))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`--format must be one of ${OUTPUT_FORMATS.join(', ')}`);
    return format;
}
function required(value, flag) {
    if (!value)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${flag} is required`);
    return value;
}
/** A plain decimal number (no hex, exponent, or empty string: what a person types). */
function decimal(flag, text) {
    if (!/^-?\d+(\.\d+)?$|^-?\.\d+$/.test(text.trim()))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${flag} ${text}: not a number`);
    return Number(text);
}
/** `--confidence`: a fraction strictly between 0 and 1 (default 0.95). */
function confidenceFlag(text) {
    const confidence = text === undefined ? 0.95 : decimal('--confidence', text);
    if (!(confidence > 0 && confidence < 1))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`--confidence ${text}: a fraction strictly between 0 and 1, such as 0.95`);
    return confidence;
}
/**
 * `--python PATH`: the Python verifiers run with (docs/verifiers.md, "Verifier dependencies"). A
 * path is made absolute (never resolved through its links: a venv's python is a link to the base
 * interpreter, and only its own path selects the venv); a bare name is looked up on PATH.
 */
function pythonFlag(value) {
    if (value === undefined)
        return {};
    if (value === '')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('--python: give the path of a Python interpreter, such as .venv/bin/python');
    if (!/[\\/]/.test(value))
        return { python: value };
    const python = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(value);
    const info = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(python, { throwIfNoEntry: false });
    if (!info?.isFile())
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`--python ${value}: ${info ? 'not a file' : 'no such file'}`);
    return { python };
}


/***/ }),

/***/ 1067:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Xg: () => (/* binding */ parseJsonBounded),
  _I: () => (/* binding */ readJsonBounded),
  LW: () => (/* binding */ readTextBounded),
  XQ: () => (/* binding */ readTopLevelFields),
  h5: () => (/* binding */ yieldToEventLoop)
});

// UNUSED EXPORTS: depthExceeds, parseJsonBytes, readJsonFile

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/core/fs/json-text.ts
/**
 * The bytes of a JSON file as its writer meant them (docs/records.md, "The JSON dialect"):
 *
 * - the encoding: UTF-8, with or without a byte order mark (dropped); UTF-16 and UTF-32 (a BOM,
 *   or the NUL bytes that interleave ASCII without one, as PowerShell's `>` writes) are refused
 *   with the fix, never decoded as garbage;
 * - a syntax error in words: its line and column (a byte offset helps no one) and the likely
 *   cause when it is a common one (an empty file, a trailing comma, single quotes, a comment,
 *   Python's True/False/None, a truncated file).
 *
 * Everything here is a hand-written scan, linear in the file's size.
 */

const UTF8_BOM = [0xef, 0xbb, 0xbf];
/** Where the JSON text starts (after a UTF-8 BOM), or why the bytes are not UTF-8 JSON. */
function jsonStart(buf, length) {
    const at = (i) => (i < length ? buf[i] : -1);
    if (at(0) === UTF8_BOM[0] && at(1) === UTF8_BOM[1] && at(2) === UTF8_BOM[2])
        return { ok: true, start: 3 };
    const wide = wideEncoding(at);
    if (wide)
        return {
            ok: false,
            message: `${wide.split(' ')[0]}: re-save as UTF-8 (the file is ${wide}, and agent-eval reads UTF-8 only: PowerShell's ">" and Out-File write UTF-16, "Out-File -Encoding utf8" does not)`,
        };
    return { ok: true, start: 0 };
}
/** UTF-16/32 by its byte order mark, or by the NULs around the first (ASCII) character. */
function wideEncoding(at) {
    const [a, b, c, d] = [at(0), at(1), at(2), at(3)];
    if (a === 0xff && b === 0xfe && c === 0 && d === 0)
        return 'UTF-32 (little-endian, with a byte order mark)';
    if (a === 0 && b === 0 && c === 0xfe && d === 0xff)
        return 'UTF-32 (big-endian, with a byte order mark)';
    if (a === 0xff && b === 0xfe)
        return 'UTF-16 (little-endian, with a byte order mark)';
    if (a === 0xfe && b === 0xff)
        return 'UTF-16 (big-endian, with a byte order mark)';
    // JSON starts with an ASCII character (RFC 8259 8.1), so its NULs tell the encoding.
    if (a > 0 && b === 0 && c === 0 && d === 0)
        return 'UTF-32 (little-endian)';
    if (a === 0 && b === 0 && c === 0 && d > 0)
        return 'UTF-32 (big-endian)';
    if (a > 0 && b === 0)
        return 'UTF-16 (little-endian)';
    if (a === 0 && b > 0)
        return 'UTF-16 (big-endian)';
    return null;
}
/** The 1-based line and column (in characters) of a byte offset. */
function lineAndColumn(buf, start, offset, firstLine = 1) {
    let line = firstLine;
    let lineStart = start;
    for (let i = buf.indexOf(0x0a, start); i >= 0 && i < offset; i = buf.indexOf(0x0a, i + 1)) {
        line++;
        lineStart = i + 1;
    }
    let column = 1;
    for (let i = lineStart; i < offset; i++)
        if ((buf[i] & 0xc0) !== 0x80)
            column++; // UTF-8 lead bytes only
    return { line, column };
}
function isBlank(c) {
    return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}
function startsWithAt(buf, i, end, word) {
    if (i + word.length > end)
        return false;
    for (let k = 0; k < word.length; k++)
        if (buf[i + k] !== word.charCodeAt(k))
            return false;
    return true;
}
/** A common mistake at the offset where the grammar failed, in words with its fix, or ''. */
function likelyCause(buf, start, end, offset) {
    if (offset >= end)
        return 'the file ends before the JSON does (cut short? an unclosed "{", "[" or string)';
    const c = buf[offset];
    let prev = offset - 1;
    while (prev >= start && isBlank(buf[prev]))
        prev--;
    if ((c === 0x7d || c === 0x5d) && buf[prev] === 0x2c) {
        return `a trailing comma before "${String.fromCharCode(c)}" (JSON allows none: remove the comma after the last item)`;
    }
    if (c === 0x27)
        return "single quotes: JSON strings and keys take double quotes (was it written with Python's str() or print() instead of json.dump?)";
    if (c === 0x2f && (buf[offset + 1] === 0x2f || buf[offset + 1] === 0x2a))
        return 'a comment: JSON has no comments (remove it)';
    for (const [py, json] of [
        ['True', 'true'],
        ['False', 'false'],
        ['None', 'null'],
    ]) {
        if (startsWithAt(buf, offset, end, py))
            return `Python's ${py}: JSON writes ${json} (write the file with json.dump)`;
    }
    if (startsWithAt(buf, offset, end, 'NaN') ||
        startsWithAt(buf, offset, end, 'Infinity') ||
        startsWithAt(buf, offset, end, '-Infinity')) {
        return 'NaN and Infinity are not JSON, and this file is read as strict JSON';
    }
    return '';
}
/** "Malformed JSON: line L, column C: <cause or problem>", for a grammar error at `offset`. */
function describeJsonError(buf, start, end, offset, problem, firstLine = 1) {
    let first = start;
    while (first < end && isBlank(buf[first]))
        first++;
    if (first >= end)
        return `Malformed JSON: the file is empty (${end === start ? 'no bytes' : 'only blanks'}): it must hold one JSON value (was it written before the run ended?)`;
    const { line, column } = lineAndColumn(buf, start, offset, firstLine);
    const cause = likelyCause(buf, start, end, offset);
    return `Malformed JSON: line ${line}, column ${column}: ${cause ? `${problem}; ${cause}` : problem}`;
}
/**
 * JSON.parse of text in Python's dialect: NaN, Infinity and -Infinity as values (never inside a
 * string) are read as the numbers Python's json module writes them for. Throws as JSON.parse
 * does. The fast path is JSON.parse itself; only a text it refuses is scanned (once, linearly)
 * for the three words, which are rewritten: ±Infinity to ±1e999 (which JSON.parse reads as
 * ±Infinity), NaN to a string no record can hold (a fresh random marker), turned back into NaN.
 */
function parseNonFinite(text) {
    try {
        return JSON.parse(text);
    }
    catch (err) {
        const marker = `\u0000NaN:${(0,external_node_crypto_.randomUUID)()}`;
        const rewritten = rewriteNonFinite(text, JSON.stringify(marker));
        if (rewritten === null)
            throw err;
        return rewritten.nan
            ? JSON.parse(rewritten.text, (_key, value) => (value === marker ? NaN : value))
            : JSON.parse(rewritten.text);
    }
}
const WORDS = [
    ['NaN', ''],
    ['Infinity', '1e999'],
    ['-Infinity', '-1e999'],
];
function isValueStart(c) {
    return Number.isNaN(c) || isBlank(c) || c === 0x5b || c === 0x3a || c === 0x2c; // start, "[", ":" or ","
}
function isValueEnd(c) {
    return Number.isNaN(c) || isBlank(c) || c === 0x5d || c === 0x7d || c === 0x2c; // end, "]", "}" or ","
}
function rewriteNonFinite(text, nanLiteral) {
    let out = '';
    let last = 0;
    let nan = false;
    let i = 0;
    while (i < text.length) {
        const c = text.charCodeAt(i);
        if (c === 0x22) {
            // a string: skipped to its closing quote
            for (i++; i < text.length; i++) {
                const d = text.charCodeAt(i);
                if (d === 0x5c)
                    i++;
                else if (d === 0x22)
                    break;
            }
            i++;
            continue;
        }
        const word = c === 0x4e || c === 0x49 || c === 0x2d ? WORDS.find(([w]) => text.startsWith(w, i)) : undefined;
        if (word && isValueStart(text.charCodeAt(i - 1)) && isValueEnd(text.charCodeAt(i + word[0].length))) {
            out += text.slice(last, i) + (word[1] || nanLiteral);
            nan ||= word[0] === 'NaN';
            i += word[0].length;
            last = i;
            continue;
        }
        i++;
    }
    return last === 0 ? null : { text: out + text.slice(last), nan };
}

;// CONCATENATED MODULE: ./src/core/fs/json-skim.ts
/**
 * Validates a JSON object held in bytes and locates its top-level fields without building the
 * nested values. Records are large (a trajectory is ~1 MB) but the scorer needs only a few
 * small top-level fields, and the verifier parses the record anyway: skimming checks the
 * grammar and the nesting bound in one pass, with strings skipped by `indexOf` and no
 * allocation, several times cheaper than `JSON.parse` on the decoded text.
 *
 * Checked: the full JSON grammar (structure, commas and colons, literals, numbers) and the
 * depth bound. Not checked: escape sequences and raw control characters inside strings; the
 * strings the scorer uses are parsed with JSON.parse, which checks them (`strictStrings` checks
 * them here too, to locate what JSON.parse refused). A failure names its line and column and
 * the likely cause (json-text.ts).
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;
// What the innermost open container expects next.
const TOP = 8; // the document's one value
const KEY_OR_END = 0; // after "{"
const KEY = 1; // after "," in an object
const COLON_NEXT = 2;
const VALUE_IN_OBJECT = 3;
const COMMA_OR_END_OBJECT = 4;
const VALUE_OR_END = 5; // after "["
const VALUE_IN_ARRAY = 6; // after "," in an array
const COMMA_OR_END_ARRAY = 7;
const SCALAR = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)$/;
function isWhitespace(c) {
    return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}
/** Ends a scalar token: whitespace or a structural character. */
function isDelimiter(c) {
    return isWhitespace(c) || c === COMMA || c === CLOSE_OBJECT || c === CLOSE_ARRAY || c === COLON;
}
const NON_FINITE = new Set(['NaN', 'Infinity', '-Infinity']);
/**
 * Validates `buf[0, length)` as a JSON object (any value is validated first, so that a broken
 * file is named by its error, not as "not an object") and locates its top-level fields.
 */
function skimJsonObject(buf, length, maxDepth, options = {}) {
    const encoding = jsonStart(buf, length);
    if (!encoding.ok)
        return encoding;
    const start = encoding.start;
    const fail = (message, at) => ({
        ok: false,
        message: describeJsonError(buf, start, length, at, message, options.firstLine),
    });
    const fields = new Map();
    const states = new Uint8Array(maxDepth + 1);
    states[0] = TOP;
    let depth = 0;
    let done = false;
    let i = start;
    let topObject = false;
    let key = '';
    let current = null;
    // Called when a complete value ends at offset `end` in the container at `depth`.
    const valueDone = (end) => {
        if (depth === 0) {
            done = true;
            return;
        }
        if (depth === 1 && topObject && current) {
            current.end = end;
            current = null;
        }
        states[depth] = states[depth] === VALUE_IN_OBJECT ? COMMA_OR_END_OBJECT : COMMA_OR_END_ARRAY;
    };
    while (!done) {
        while (i < length && isWhitespace(buf[i]))
            i++;
        if (i >= length)
            return fail('unexpected end of file', i);
        const c = buf[i];
        const state = states[depth];
        if (state === COLON_NEXT) {
            if (c !== COLON)
                return fail('expected ":"', i);
            states[depth] = VALUE_IN_OBJECT;
            i++;
            continue;
        }
        if (state === COMMA_OR_END_OBJECT || state === COMMA_OR_END_ARRAY) {
            const close = state === COMMA_OR_END_OBJECT ? CLOSE_OBJECT : CLOSE_ARRAY;
            if (c === COMMA) {
                states[depth] = state === COMMA_OR_END_OBJECT ? KEY : VALUE_IN_ARRAY;
                i++;
                continue;
            }
            if (c !== close)
                return fail(`expected "," or "${String.fromCharCode(close)}"`, i);
            i++;
            depth--;
            valueDone(i);
            continue;
        }
        if (state === KEY_OR_END || state === KEY) {
            if (c === CLOSE_OBJECT && state === KEY_OR_END) {
                i++;
                depth--;
                valueDone(i);
                continue;
            }
            if (c !== QUOTE)
                return fail('expected a string key', i);
            const end = skipString(buf, i, length);
            if (end < 0)
                return fail('unterminated string', i);
            const bad = options.strictStrings ? badInString(buf, i, end) : null;
            if (bad)
                return fail(bad.problem, bad.at);
            if (depth === 1 && topObject) {
                const parsed = parseString(buf, i, end);
                if (parsed === null)
                    return fail('invalid string', i);
                key = parsed;
            }
            i = end;
            states[depth] = COLON_NEXT;
            continue;
        }
        // A value is expected: TOP, VALUE_IN_OBJECT, VALUE_OR_END or VALUE_IN_ARRAY.
        if (c === CLOSE_ARRAY && state === VALUE_OR_END) {
            i++;
            depth--;
            valueDone(i);
            continue;
        }
        if (state === VALUE_OR_END)
            states[depth] = VALUE_IN_ARRAY;
        if (depth === 0)
            topObject = c === OPEN_OBJECT;
        else if (depth === 1 && topObject) {
            current = { start: i, end: -1, items: 0 };
            fields.set(key, current); // a repeated key: the last one wins, as in JSON.parse
        }
        else if (depth === 2 && current) {
            current.items++;
        }
        if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
            if (depth + 1 > maxDepth)
                return { ok: false, message: `JSON nesting depth over the limit of ${maxDepth}` };
            states[++depth] = c === OPEN_OBJECT ? KEY_OR_END : VALUE_OR_END;
            i++;
            continue;
        }
        if (c === QUOTE) {
            const end = skipString(buf, i, length);
            if (end < 0)
                return fail('unterminated string', i);
            const bad = options.strictStrings ? badInString(buf, i, end) : null;
            if (bad)
                return fail(bad.problem, bad.at);
            i = end;
            valueDone(i);
            continue;
        }
        let end = i;
        while (end < length && !isDelimiter(buf[end]))
            end++;
        const token = end - i > 400 ? '' : buf.toString('latin1', i, end);
        if (!SCALAR.test(token) && !(options.nonFinite && NON_FINITE.has(token)))
            return fail('invalid value', i);
        i = end;
        valueDone(i);
    }
    while (i < length && isWhitespace(buf[i]))
        i++;
    if (i < length)
        return fail('unexpected data after the end of the JSON value', i);
    if (!topObject)
        return { ok: false, message: 'the record must be a JSON object' };
    return { ok: true, fields };
}
/** The first thing JSON.parse refuses inside the string [start, end) (quotes included), or null. */
function badInString(buf, start, end) {
    for (let k = start + 1; k < end - 1; k++) {
        const c = buf[k];
        if (c < 0x20)
            return {
                problem: 'a control character (a raw tab or line break) inside a string: write it as \\t or \\n',
                at: k,
            };
        if (c !== BACKSLASH)
            continue;
        const e = buf[k + 1];
        if (e === 0x75) {
            for (let h = k + 2; h < k + 6; h++)
                if (h >= end - 1 || !isHex(buf[h]))
                    return { problem: 'an invalid \\u escape inside a string', at: k };
            k += 5;
        }
        else if (ESCAPES.has(e))
            k++;
        else
            return {
                problem: `an invalid escape "\\${String.fromCharCode(e)}" inside a string (a Windows path? write its backslashes twice)`,
                at: k,
            };
    }
    return null;
}
const ESCAPES = new Set([0x22, 0x5c, 0x2f, 0x62, 0x66, 0x6e, 0x72, 0x74]);
function isHex(c) {
    return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}
/** Offset just past the string that starts at `start` (a quote), or -1. */
function skipString(buf, start, length) {
    let from = start + 1;
    for (;;) {
        const q = buf.indexOf(QUOTE, from);
        if (q < 0 || q >= length)
            return -1;
        let backslashes = 0;
        for (let k = q - 1; k > start && buf[k] === BACKSLASH; k--)
            backslashes++;
        if (backslashes % 2 === 0)
            return q + 1;
        from = q + 1;
    }
}
function parseString(buf, start, end) {
    try {
        return JSON.parse(buf.toString('utf8', start, end));
    }
    catch {
        return null;
    }
}
/** The parsed value of a field, or `undefined` when absent; throws on an invalid string. */
function fieldValue(buf, fields, name, nonFinite = false) {
    const span = fields.get(name);
    if (!span)
        return undefined;
    const text = buf.toString('utf8', span.start, span.end);
    return nonFinite ? parseNonFinite(text) : JSON.parse(text);
}

// EXTERNAL MODULE: ./src/core/fs/untrusted.ts
var untrusted = __webpack_require__(3441);
;// CONCATENATED MODULE: ./src/core/fs/bounded-json.ts
/**
 * Reads untrusted JSON with a size bound and a nesting bound, so that a hostile record cannot
 * exhaust memory or the stack of whoever parses it next (including a Python verifier).
 */



/**
 * Reads and parses in one synchronous step, so a file is held in memory only while this runs;
 * callers yield to the event loop between records.
 */
function readJsonBounded(abs, limits, expect) {
    const bytes = readBounded(abs, limits.maxBytes, expect);
    if (!bytes.ok)
        return bytes;
    return parseJsonBuffer(bytes.buf, bytes.length, limits.maxDepth, { nonFinite: limits.nonFinite });
}
/** UTF-8 JSON bytes (a BOM dropped; UTF-16/32 refused with the fix, see json-text). */
function parseJsonBuffer(buf, length, maxDepth, options) {
    const start = jsonStart(buf, length);
    if (!start.ok)
        return start;
    return parseJsonBounded(buf.toString('utf8', start.start, length), maxDepth, options);
}
/**
 * For large records of which only a few top-level fields matter: validates the whole file
 * (grammar and depth, see json-skim) and parses only the fields in `parse`; for the fields in
 * `count`, only the number of array elements is taken (null when absent or not an array).
 */
function readTopLevelFields(abs, limits, parse, count, expect) {
    const bytes = readBounded(abs, limits.maxBytes, expect);
    if (!bytes.ok)
        return bytes;
    const skim = skimJsonObject(bytes.buf, bytes.length, limits.maxDepth, { nonFinite: limits.nonFinite });
    if (!skim.ok)
        return skim;
    const values = {};
    const counts = {};
    try {
        for (const name of parse) {
            const value = fieldValue(bytes.buf, skim.fields, name, limits.nonFinite);
            if (value !== undefined)
                values[name] = value;
        }
    }
    catch (err) {
        return { ok: false, message: `Malformed JSON: ${err.message}` };
    }
    for (const name of count) {
        const span = skim.fields.get(name);
        counts[name] = span && bytes.buf[span.start] === 0x5b ? span.items : null;
    }
    const bom = jsonStart(bytes.buf, bytes.length);
    const withoutBom = bom.ok && bom.start > 0 ? Buffer.from(bytes.buf.subarray(bom.start, bytes.length)) : null;
    return { ok: true, values, counts, withoutBom };
}
/**
 * A text file (UTF-8, BOM dropped; UTF-16/32 refused with the fix) within a size bound, e.g. a
 * JSONL log read line by line.
 */
function readTextBounded(abs, maxBytes, expect) {
    const bytes = readBounded(abs, maxBytes, expect);
    if (!bytes.ok)
        return bytes;
    const start = jsonStart(bytes.buf, bytes.length);
    if (!start.ok)
        return start;
    return { ok: true, text: bytes.buf.toString('utf8', start.start, bytes.length) };
}
/**
 * The file's bytes through the one untrusted reader (fs/untrusted.ts), in a buffer reused from
 * call to call (valid until the next call). A problem is worded after "file", as before.
 */
function readBounded(abs, maxBytes, expect) {
    const read = (0,untrusted/* readUntrusted */.Pd)(abs, maxBytes, { expect, reuse: true });
    return read.ok ? read : { ok: false, message: `file ${read.problem.message}` };
}
/** Lets pending I/O (verifier answers, new requests) run between two records. */
function yieldToEventLoop() {
    return new Promise((resolve) => setImmediate(resolve));
}
function parseJsonBounded(text, maxDepth, options = {}) {
    let value;
    const json = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    try {
        // V8 parses any nesting depth without recursion; the bound protects whoever reads it next.
        value = options.nonFinite ? parseNonFinite(json) : JSON.parse(json);
    }
    catch (err) {
        return { ok: false, message: locateError(json, maxDepth, options) ?? `Malformed JSON: ${err.message}` };
    }
    if (depthExceeds(value, maxDepth))
        return { ok: false, message: `JSON nesting depth over the limit of ${maxDepth}` };
    return { ok: true, value, bytes: text.length };
}
/**
 * Where and why JSON.parse refused the text, in words (line, column, likely cause: json-text.ts),
 * found by the grammar scan of json-skim; null when the scan finds nothing to name.
 */
function locateError(text, maxDepth, options) {
    const buf = Buffer.from(text, 'utf8');
    const skim = skimJsonObject(buf, buf.length, maxDepth, {
        nonFinite: options.nonFinite,
        strictStrings: true,
        firstLine: options.firstLine,
    });
    return !skim.ok && skim.message.startsWith('Malformed JSON: ') ? skim.message : null;
}
/** True when arrays/objects nest deeper than `max`; iterative, so any depth is safe. */
function depthExceeds(root, max) {
    if (typeof root !== 'object' || root === null)
        return false;
    // One stack of (value, depth) pairs, and no array per object (for…in over JSON's plain objects).
    const stack = [root, 0];
    while (stack.length > 0) {
        const depth = stack.pop();
        const value = stack.pop();
        if (depth + 1 > max)
            return true;
        if (Array.isArray(value)) {
            for (let i = 0; i < value.length; i++) {
                const child = value[i];
                if (typeof child === 'object' && child !== null)
                    stack.push(child, depth + 1);
            }
        }
        else {
            for (const key in value) {
                const child = value[key];
                if (typeof child === 'object' && child !== null)
                    stack.push(child, depth + 1);
            }
        }
    }
    return false;
}
/** JSON bytes (UTF-8, BOM dropped; UTF-16/32 refused) within a nesting bound. */
function parseJsonBytes(bytes, maxDepth) {
    const parsed = parseJsonBuffer(bytes, bytes.length, maxDepth, {});
    return parsed.ok ? { ok: true, value: parsed.value } : parsed;
}
/** An untrusted JSON file (a downloaded artifact, a partial report), problems in the reader's own words. */
function readJsonFile(abs, maxBytes, maxDepth) {
    const read = readRegularFile(abs, maxBytes);
    return read.ok ? parseJsonBytes(read.value, maxDepth) : read;
}


/***/ }),

/***/ 4089:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PH: () => (/* binding */ expandBraces),
/* harmony export */   Wd: () => (/* binding */ isSingleDirectoryGlob),
/* harmony export */   tL: () => (/* binding */ globToRegExp)
/* harmony export */ });
/* harmony import */ var braces__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(748);
/* harmony import */ var braces__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(braces__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_1__);
/**
 * The globs a manifest uses (`tasks`, `records`, `trial_pattern`, `cce.records`), matched by
 * picomatch with bash's rules: `*` and `?` stay inside one path segment, `**` as a whole segment
 * spans any number of segments (including none), `[jt]` is a class, `{a,{b,c}}` alternates (nested),
 * `{1..3}` is a range, `@(a|b)` an extglob. Paths are matched in their POSIX form, relative to a
 * root, case-sensitively; names starting with a dot match like any other (a submission's dotfiles
 * are records too), and a leading `!` is a literal character, not a negation.
 */


const OPTIONS = {
    dot: true,
    nonegate: true,
    windows: false,
    // An unclosed `[`, `{` or `(` is a mistake in the manifest, not a literal character.
    strictBrackets: true,
};
function globToRegExp(pattern) {
    try {
        return picomatch__WEBPACK_IMPORTED_MODULE_1___default().makeRe(pattern, OPTIONS);
    }
    catch (err) {
        throw new Error(`invalid glob ${JSON.stringify(pattern)}: ${err.message}`, { cause: err });
    }
}
/** The glob's brace alternatives, expanded as bash does (`{a,{b,c}}.x` → a.x, b.x, c.x). */
function expandBraces(pattern) {
    return braces__WEBPACK_IMPORTED_MODULE_0___default().expand(pattern);
}
/** True when the glob has no wildcard in any segment but the last (a non-recursive glob). */
function isSingleDirectoryGlob(pattern) {
    const slash = pattern.lastIndexOf('/');
    return slash < 0 || !picomatch__WEBPACK_IMPORTED_MODULE_1___default().scan(pattern.slice(0, slash), OPTIONS).isGlob;
}


/***/ }),

/***/ 3441:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BY: () => (/* binding */ openUntrusted),
/* harmony export */   Pd: () => (/* binding */ readUntrusted),
/* harmony export */   _e: () => (/* binding */ SYMLINK),
/* harmony export */   oQ: () => (/* binding */ notRegular),
/* harmony export */   qp: () => (/* binding */ fileId)
/* harmony export */ });
/* unused harmony exports typeName, readRegularFile */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The one way a file agent-eval did not write (a submission's records and CSVs, submission.yml,
 * metadata.json, partial reports, downloaded artifacts, cache files) is opened and read:
 *
 * - opened with O_NOFOLLOW (a final symlink is refused, never followed) and O_NONBLOCK (a FIFO
 *   cannot hang the open), then fstat'ed on the opened descriptor, so that what is checked is
 *   what is read (no window between a check and the read);
 * - a regular file only: a FIFO, socket or device is a named problem, not a silent skip;
 * - one link only: a regular file with more than one hard link may be a name for a file outside
 *   the run (a hard link crosses no symlink and is invisible to a walk), so it is refused;
 * - when the caller walked the tree, the opened file must be the walked entry (same device and
 *   inode): a record swapped for a symlink or another file between the walk and the read is a
 *   named problem, and its content is never read;
 * - bounded: a file over `maxBytes` is refused at the fstat, before any byte is read.
 *
 * Problems come back as values with a stable message (no machine-specific path), for the
 * caller to name on its file; nothing here throws for a file's sake.
 */

function fileId(info) {
    return { dev: info.dev, ino: info.ino };
}
/** The flags every untrusted file is opened with (0 where the platform lacks one). */
const UNTRUSTED_OPEN_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0);
/** What a non-regular file is, in words. */
function typeName(info) {
    if (info.isDirectory())
        return 'a directory';
    if (info.isFIFO())
        return 'a FIFO';
    if (info.isSocket())
        return 'a socket';
    if (info.isCharacterDevice() || info.isBlockDevice())
        return 'a device';
    if (info.isSymbolicLink())
        return 'a symbolic link';
    return 'not a regular file';
}
const NOT_REGULAR = 'is not a regular file';
/** The problem for an entry that is not a regular file, named by its type (a directory: no type named, as before). */
function notRegular(info) {
    const what = typeName(info);
    return {
        kind: 'not-regular',
        message: info.isDirectory() || what === 'not a regular file' ? NOT_REGULAR : `${NOT_REGULAR} (${what}); not read`,
    };
}
function hardLinked(links) {
    return {
        kind: 'hard-link',
        message: `has ${links} hard links; a file of a submission must have one (another name may be a file outside the run); not read`,
    };
}
/** A name that is a symbolic link: never followed (O_NOFOLLOW), never read. */
const SYMLINK = { kind: 'symlink', message: 'is a symbolic link (not followed)' };
const SWAPPED = {
    kind: 'swapped',
    message: 'changed between the listing and the read (another file, or a link, now has its name); not read',
};
/**
 * Opens an untrusted file for reading, or says why not. With `expect`, the opened file must be
 * that walked entry. The caller closes the descriptor.
 */
function openUntrusted(abs, maxBytes, expect) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(abs, UNTRUSTED_OPEN_FLAGS);
    }
    catch (err) {
        const code = err.code;
        // ELOOP: the last component is a symlink. When the walk listed a regular file there, it was swapped.
        if (code === 'ELOOP')
            return { ok: false, problem: expect ? SWAPPED : SYMLINK };
        if (code === 'ENOENT')
            return { ok: false, problem: { kind: 'missing', message: 'does not exist (ENOENT)', code } };
        return {
            ok: false,
            problem: { kind: 'open', message: `cannot be opened (${code ?? String(err)})`, ...(code ? { code } : {}) },
        };
    }
    const fail = (problem) => {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        return { ok: false, problem };
    };
    let info;
    try {
        info = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd, { bigint: true });
    }
    catch (err) {
        const code = err.code;
        return fail({ kind: 'read', message: `cannot be read (${code ?? String(err)})`, ...(code ? { code } : {}) });
    }
    if (expect && (info.dev !== expect.dev || info.ino !== expect.ino))
        return fail(SWAPPED);
    if (!info.isFile())
        return fail(notRegular(info));
    if (info.nlink > 1n)
        return fail(hardLinked(info.nlink));
    const size = Number(info.size);
    if (size > maxBytes)
        return fail({ kind: 'too-big', message: `is ${size} bytes, over the limit of ${maxBytes}`, size });
    return { ok: true, fd, size };
}
let shared = Buffer.alloc(0);
/**
 * An untrusted file's bytes (at most `maxBytes`, up to its size at the fstat: a file that grew
 * since is cut there). With `reuse`, into a buffer shared from call to call (valid until the
 * next call; the caller parses it at once); else into a buffer of its own.
 */
function readUntrusted(abs, maxBytes, options = {}) {
    const opened = openUntrusted(abs, maxBytes, options.expect);
    if (!opened.ok)
        return opened;
    const { fd, size } = opened;
    try {
        let buf;
        if (options.reuse) {
            if (shared.length < size)
                shared = Buffer.allocUnsafe(Math.max(size, 1 << 20));
            buf = shared;
            if (shared.length > 16 << 20)
                shared = Buffer.alloc(0); // do not keep a huge buffer around
        }
        else
            buf = Buffer.allocUnsafe(size);
        let length = 0;
        while (length < size) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buf, length, size - length, length);
            if (n === 0)
                break;
            length += n;
        }
        return { ok: true, buf, length };
    }
    catch (err) {
        const code = err.code;
        return {
            ok: false,
            problem: { kind: 'read', message: `cannot be read (${code ?? String(err)})`, ...(code ? { code } : {}) },
        };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** A regular file's bytes, at most `maxBytes`, in a buffer of its own; a problem in the reader's words. */
function readRegularFile(abs, maxBytes) {
    const read = readUntrusted(abs, maxBytes);
    return read.ok
        ? { ok: true, value: read.buf.subarray(0, read.length) }
        : { ok: false, message: read.problem.message };
}


/***/ }),

/***/ 1754:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   HY: () => (/* binding */ RUN_LEVEL_FILES),
/* harmony export */   I4: () => (/* binding */ findDirs),
/* harmony export */   dk: () => (/* binding */ compareNatural),
/* harmony export */   lY: () => (/* binding */ findFiles)
/* harmony export */ });
/* unused harmony export findFilesNamed */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _untrusted_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3441);
/* harmony import */ var _util_order_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3592);
/* harmony import */ var _walker_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7905);
/**
 * Lists the files of an untrusted directory tree whose relative path matches a pattern,
 * without ever following a symlink out of the submission (through the one walk, fs/walker.ts). Problems are returned,
 * not thrown, so that each becomes an error on the record it concerns.
 */





const MAX_ENTRIES = _walker_js__WEBPACK_IMPORTED_MODULE_3__/* .WALK_MAX_ENTRIES */ .Cx;
/** Files at the run root that describe the submission and are never records of any suite. */
const RUN_LEVEL_FILES = new Set(['metadata.json', 'submission.yml']);
/** True when `target` is `root` or lies below it (both absolute, resolved). */
function isInside(root, target) {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(root, target);
    return rel === '' || (!rel.startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(rel));
}
/**
 * Walks `dir` (inside the resolved `submissionRoot`, breadth first: fs/walker.ts) and returns
 * the regular files whose relative path matches `pattern`, sorted by path. A symlinked file is
 * read through only when it resolves inside the submission; symlinked directories are never
 * followed. Names are as node's readdir spells them (bytes that are not UTF-8 as U+FFFD): such a
 * name cannot be opened, and is named so.
 */
async function findFiles(dir, pattern, submissionRoot) {
    const files = [];
    const problems = [];
    const relOf = (e) => (e.dir ? `${e.dir}/${e.name}` : e.name);
    const visitor = {
        entry: (entry) => {
            const rel = relOf(entry);
            const abs = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, rel);
            if (node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(abs) === submissionRoot && RUN_LEVEL_FILES.has(entry.name))
                return false;
            if (entry.isDirectory())
                return true;
            if (entry.isSymbolicLink()) {
                const problem = checkSymlink(abs, rel, pattern, submissionRoot);
                if (typeof problem === 'string')
                    problems.push({ rel, message: problem });
                else if (problem)
                    files.push(problem);
            }
            else if (!pattern.test(rel)) {
                return false;
            }
            else if (!entry.valid && entry.isFile()) {
                problems.push({ rel, message: NOT_UTF8 });
            }
            else if (entry.type === null) {
                problems.push({ rel, message: unreadable(entry.error) });
            }
            else if (entry.isFile()) {
                try {
                    const info = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(abs, { bigint: true });
                    files.push({ rel, abs, size: Number(info.size), id: (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .fileId */ .qp)(info) });
                }
                catch (err) {
                    problems.push({ rel, message: unreadable(err) });
                }
            }
            else {
                // A FIFO, socket or device with a record's name is named, as a symlink is (never opened).
                problems.push({ rel, message: (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .notRegular */ .oQ)(entry).message });
            }
            return false;
        },
        finding: (f) => {
            if (f.kind === 'unlisted')
                problems.push({ rel: relOf(f.entry), message: f.error ? unreadable(f.error) : NOT_UTF8 });
            else if (f.kind === 'too-deep')
                problems.push({ rel: relOf(f.entry), message: `more than ${_walker_js__WEBPACK_IMPORTED_MODULE_3__/* .WALK_MAX_DEPTH */ .Ts} levels deep; not read` });
            else if (f.kind === 'too-many')
                problems.push({ rel: f.rel, message: `more than ${MAX_ENTRIES} files and folders; the rest were not read` });
        },
    };
    let walked;
    try {
        walked = await (0,_walker_js__WEBPACK_IMPORTED_MODULE_3__/* .walkTree */ .Ir)(dir, visitor, { order: 'breadth', maxEntries: MAX_ENTRIES });
    }
    catch (err) {
        return { files, problems: [{ rel: '.', message: unreadable(err) }] };
    }
    if (!walked.truncated)
        files.sort((0,_util_order_js__WEBPACK_IMPORTED_MODULE_4__/* .byKey */ .dX)((e) => e.rel));
    return { files, problems };
}
function checkSymlink(abs, rel, pattern, submissionRoot) {
    let target;
    try {
        target = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(abs);
    }
    catch {
        return pattern.test(rel) ? 'symlink points to nothing' : null;
    }
    let info;
    try {
        info = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(target, { bigint: true });
    }
    catch (err) {
        return pattern.test(rel) ? unreadable(err) : null;
    }
    if (info.isDirectory())
        return 'symlinked directory is not followed';
    if (!pattern.test(rel))
        return null;
    if (!isInside(submissionRoot, target))
        return 'symlink points outside the submission; not read';
    if (!info.isFile())
        return (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .notRegular */ .oQ)(info).message;
    return { rel, abs: target, size: Number(info.size), id: (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .fileId */ .qp)(info) };
}
/**
 * An entry that was listed but cannot be opened: most often a name that is not valid UTF-8
 * (node decodes it with U+FFFD, so the decoded name does not exist), or a path too long.
 */
function unreadable(err) {
    const code = err?.code;
    return `cannot be read (${code ?? 'error'})${code === 'ENOENT' ? ': its name is probably not valid UTF-8' : ''}; not scored`;
}
/** What a name that is not valid UTF-8 always was (node's readdir spelt it with U+FFFD, so it could not be opened). */
const NOT_UTF8 = unreadable({ code: 'ENOENT' });
/** Sub-directories of `dir` whose name matches `pattern`, sorted; symlinked ones are reported. */
async function findDirs(dir, pattern) {
    const dirs = [];
    const problems = [];
    for (const entry of await (0,_walker_js__WEBPACK_IMPORTED_MODULE_3__/* .readDirectory */ .gZ)(dir)) {
        if (!pattern.test(entry.name))
            continue;
        if (entry.isDirectory())
            dirs.push(entry.name);
        else if (entry.isSymbolicLink())
            problems.push({ rel: entry.name, message: 'symlinked trial directory is not followed' });
    }
    dirs.sort(compareNatural);
    return { dirs, problems };
}
/**
 * Orders `trial-2` before `trial-10`; names the collation holds equal (`trial-1` and `trial-01`,
 * two spellings of one accent) by code unit, so that the order never depends on the directory's.
 */
function compareNatural(a, b) {
    return a.localeCompare(b, 'en', { numeric: true }) || (0,_util_order_js__WEBPACK_IMPORTED_MODULE_4__/* .byCodeUnit */ .X)(a, b);
}
const MAX_NAMED_ENTRIES = 100_000;
/**
 * Files named one of `names` below `root`, at most `maxDepth` levels down (a file directly in
 * root is depth 1), sorted by path. Symlinked directories are not entered; a symlink or any
 * other non-regular entry with a wanted name is reported in `skipped`.
 */
async function findFilesNamed(root, names, maxDepth) {
    const files = [];
    const skipped = [];
    const relOf = (e) => (e.dir ? `${e.dir}/${e.name}` : e.name);
    const walked = await walkTree(root, {
        entry: (entry) => {
            if (!names.has(entry.name))
                return true;
            const rel = relOf(entry);
            if (entry.isFile())
                files.push({ rel, abs: path.join(root, rel) });
            else
                skipped.push({ rel, why: entry.isSymbolicLink() ? 'a symbolic link (not followed)' : 'not a regular file' });
            return false;
        },
        finding: (f) => {
            if (f.kind === 'unlisted' && f.error)
                throw f.error;
        },
    }, { maxEntries: MAX_NAMED_ENTRIES, maxDepth });
    if (walked.truncated)
        throw new Error(`more than ${MAX_NAMED_ENTRIES} files and folders under ${root}`);
    return { files, skipped };
}


/***/ }),

/***/ 7905:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cx: () => (/* binding */ WALK_MAX_ENTRIES),
/* harmony export */   Ir: () => (/* binding */ walkTree),
/* harmony export */   Ts: () => (/* binding */ WALK_MAX_DEPTH),
/* harmony export */   V2: () => (/* binding */ failure),
/* harmony export */   gZ: () => (/* binding */ readDirectory),
/* harmony export */   v_: () => (/* binding */ readDirectorySync)
/* harmony export */ });
/* unused harmony export WalkEntry */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_order_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3592);
/**
 * The one directory walk: every listing of a directory tree goes through walkTree,
 * untrusted or not — the run tree and its digest (fs/tree.ts), record files and trial
 * directories (fs/walk.ts), a trial's case directories, the benchmark's cases and task files,
 * the submissions of a leaderboard, shard outputs, an unpacked archive.
 *
 * - Never follows a link: an entry's type is the directory listing's (d_type) or lstat's,
 *   never stat's. A symlink, a FIFO, a socket or a device is an entry of its own type and a
 *   named finding; it is never entered or opened here (a caller that reads a file opens it
 *   with fs/untrusted.ts, O_NOFOLLOW).
 * - Bounded: at most `maxEntries` entries are visited (then the walk stops, and says in which
 *   directory), and a directory `maxDepth` levels down is an entry but is not entered.
 * - Deterministic: names are read as bytes; each directory's entries come in code-unit order
 *   of their names as text (util/order.ts), then by bytes, whatever the directory's order. A
 *   name that is not valid UTF-8 is shown with each byte that cannot be decoded as `\xNN`, and
 *   such a directory is never entered (its name as text is another name).
 * - Problems are findings, never throws, except that the root itself cannot be listed.
 *
 * Why not a library (fdir, fast-glob, readdirp, node's own `readdir({ recursive })`): see
 * docs/architecture.md, "Untrusted files: one reader, one walk".
 */



/** One entry of a walked tree, typed without following it. */
class WalkEntry {
    dir;
    raw;
    text;
    valid;
    depth;
    info;
    error;
    /** POSIX path below the root, names as text (see displayName). */
    rel;
    /** The type; null when the listing gave none and lstat failed (`error` says why). */
    type;
    constructor(
    /** The rel of the directory holding it ('' for the root). */
    dir, 
    /** The name's bytes, as listed. */
    raw, 
    /** The name as text (see displayName). */
    text, 
    /** False when the name is not valid UTF-8. */
    valid, 
    /** 1 for an entry of the root. */
    depth, 
    /** Where the type comes from: the listing's Dirent or lstat's Stats. */
    info, error) {
        this.dir = dir;
        this.raw = raw;
        this.text = text;
        this.valid = valid;
        this.depth = depth;
        this.info = info;
        this.error = error;
        this.rel = dir ? `${dir}/${text}` : text;
        this.type = !info
            ? null
            : info.isSymbolicLink()
                ? 'symlink'
                : info.isDirectory()
                    ? 'dir'
                    : info.isFile()
                        ? 'file'
                        : 'other';
    }
    /** The name as node's readdir spells it (bytes that are not UTF-8 as U+FFFD). */
    get name() {
        return this.valid ? this.text : this.raw.toString('utf8');
    }
    isFile() {
        return this.type === 'file';
    }
    isDirectory() {
        return this.type === 'dir';
    }
    isSymbolicLink() {
        return this.type === 'symlink';
    }
    isFIFO() {
        return this.info?.isFIFO() ?? false;
    }
    isSocket() {
        return this.info?.isSocket() ?? false;
    }
    isCharacterDevice() {
        return this.info?.isCharacterDevice() ?? false;
    }
    isBlockDevice() {
        return this.info?.isBlockDevice() ?? false;
    }
}
const WALK_MAX_ENTRIES = 200_000;
const WALK_MAX_DEPTH = 64;
/** The walk gives the event loop a turn after this many entries (it is synchronous in between). */
const ENTRIES_PER_TURN = 500;
const turn = () => new Promise((resolve) => setImmediate(resolve));
/**
 * Walks the tree below `root`, calling the visitor in walk order. Throws only when the root
 * cannot be listed (with the fs error).
 *
 * The calls are synchronous, in slices of ENTRIES_PER_TURN entries: a round trip to the thread
 * pool per directory cost more than the listing (~3× on a tree of 300 small directories).
 */
async function walkTree(root, visitor = {}, options = {}) {
    const maxEntries = options.maxEntries ?? WALK_MAX_ENTRIES;
    const maxDepth = options.maxDepth ?? WALK_MAX_DEPTH;
    const findings = [];
    let truncated = null;
    let visited = 0;
    const found = (f) => {
        findings.push(f);
        visitor.finding?.(f);
    };
    /** A directory's entries, or null when it is not listed (a finding says why). */
    const open = (dir, abs) => {
        if (dir && !dir.valid) {
            found({ kind: 'unlisted', entry: dir, rel: dir.rel, message: 'its name is not valid UTF-8; not entered' });
            return null;
        }
        let entries;
        try {
            entries = listDirectory(abs, dir);
        }
        catch (err) {
            if (!dir)
                throw err;
            found({
                kind: 'unlisted',
                entry: dir,
                rel: dir.rel,
                message: `${failure('cannot be listed', err)}; not entered`,
                error: err,
            });
            return null;
        }
        return visitor.listed?.(dir, entries) === false ? null : entries;
    };
    /** Visits one entry; true when it is a directory to enter. Null: the entry bound is reached. */
    const visit = (e) => {
        if (visited >= maxEntries) {
            truncated = {
                kind: 'too-many',
                entry: e,
                rel: e.dir || '.',
                message: `more than ${maxEntries} files and folders; the rest were not visited`,
            };
            found(truncated);
            return null;
        }
        visited++;
        if (e.type === 'symlink')
            found({ kind: 'symlink', entry: e, rel: e.rel, message: 'a symbolic link; not followed' });
        else if (e.type === 'other')
            found({
                kind: 'special',
                entry: e,
                rel: e.rel,
                message: 'not a regular file or a directory (a FIFO, a socket or a device); not opened',
            });
        else if (e.type === null)
            found({ kind: 'unreadable', entry: e, rel: e.rel, message: failure('cannot be read', e.error), error: e.error });
        const enter = visitor.entry?.(e) !== false && e.type === 'dir';
        if (enter && e.depth >= maxDepth) {
            found({ kind: 'too-deep', entry: e, rel: e.rel, message: `more than ${maxDepth} levels deep; not entered` });
            return false;
        }
        return enter;
    };
    const top = open(null, root);
    if (top && options.order === 'breadth') {
        const queue = [];
        let entries = top;
        let abs = root;
        for (let next = 0;;) {
            for (const e of entries ?? []) {
                const enter = visit(e);
                if (enter === null)
                    return { findings, truncated, visited };
                if (visited % ENTRIES_PER_TURN === 0)
                    await turn();
                if (enter)
                    queue.push({ dir: e, abs: node_path__WEBPACK_IMPORTED_MODULE_1___default().join(abs, e.text) });
            }
            if (next >= queue.length)
                break;
            const { dir, abs: dirAbs } = queue[next++];
            queue[next - 1] = undefined; // (what was listed is not kept)
            entries = open(dir, dirAbs);
            abs = dirAbs;
        }
    }
    else if (top) {
        const stack = [{ entries: top, at: 0, abs: root }];
        while (stack.length > 0) {
            const frame = stack[stack.length - 1];
            if (frame.at >= frame.entries.length) {
                stack.pop();
                continue;
            }
            const e = frame.entries[frame.at++];
            const enter = visit(e);
            if (enter === null)
                break;
            if (visited % ENTRIES_PER_TURN === 0)
                await turn();
            if (!enter)
                continue;
            const abs = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(frame.abs, e.text);
            const entries = open(e, abs);
            if (entries)
                stack.push({ entries, at: 0, abs });
        }
    }
    return { findings, truncated, visited };
}
/**
 * The entries of one directory, in walk order, none entered: the walk one level deep, for the
 * listings that look at one directory only (trials, cases, submissions, task files). Throws
 * when `dir` cannot be listed, and when it has more than `maxEntries` entries.
 */
async function readDirectory(dir, maxEntries = WALK_MAX_ENTRIES) {
    const entries = [];
    const walked = await walkTree(dir, {
        entry: (e) => {
            entries.push(e);
            return false;
        },
    }, { maxEntries });
    if (walked.truncated)
        throw tooMany(dir, maxEntries);
    return entries;
}
/** readDirectory for a caller that cannot wait (one synchronous listing, no event-loop turns). */
function readDirectorySync(dir, maxEntries = WALK_MAX_ENTRIES) {
    const entries = listDirectory(dir, null);
    if (entries.length > maxEntries)
        throw tooMany(dir, maxEntries);
    return entries;
}
function tooMany(dir, maxEntries) {
    return new Error(`${dir}: more than ${maxEntries} files and folders; not listed`);
}
const utf8 = new TextDecoder('utf-8', { fatal: true });
/** displayName, without the strict decoder for a name that decodes with no U+FFFD (almost all). */
function textOf(raw) {
    const text = raw.toString('utf8');
    return text.includes('\uFFFD') ? displayName(raw) : { text, valid: true };
}
/** A file name as text: as is when it is valid UTF-8, else every byte that is not part of a valid sequence as `\xNN`. */
function displayName(name) {
    try {
        return { text: utf8.decode(name), valid: true };
    }
    catch {
        let text = '';
        for (let i = 0; i < name.length;) {
            const b = name[i];
            const len = b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
            let char = null;
            if (len > 0 && i + len <= name.length) {
                try {
                    char = utf8.decode(name.subarray(i, i + len));
                }
                catch {
                    char = null;
                }
            }
            if (char === null) {
                text += `\\x${b.toString(16).padStart(2, '0')}`;
                i++;
            }
            else {
                text += char;
                i += len;
            }
        }
        return { text, valid: false };
    }
}
/** Why an fs call failed, by its error code only (messages carry machine-specific paths). */
function failure(what, err) {
    const code = err?.code;
    return `${what} (${typeof code === 'string' ? code : 'error'})`;
}
const SEP = Buffer.from((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep));
/** Entries whose path is at least this long are lstat'ed even when the listing gives their type. */
const LONG_PATH_BYTES = 1024;
function canLstat(file) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(file);
        return true;
    }
    catch {
        return false;
    }
}
/**
 * One directory's entries, sorted, typed. Types come from the listing itself (one call per
 * directory, not one per entry). Where the listing's type could differ from lstat's answer,
 * lstat decides: on a file system that does not report types, in a directory whose first entry
 * cannot be lstat'ed (readable but not searchable), and for a path of 1,024 bytes or more (it
 * may be past PATH_MAX, 1,024 bytes on some systems).
 */
function listDirectory(abs, dir) {
    let listed;
    try {
        listed = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(abs, { encoding: 'buffer', withFileTypes: true }).map((dirent) => ({
            raw: dirent.name,
            dirent,
        }));
    }
    catch {
        // On a file system that does not report entry types, node lstats every entry itself and
        // one that fails fails the whole call: list the names alone, and lstat each entry below.
        listed = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(abs, { encoding: 'buffer' }).map((raw) => ({ raw, dirent: null }));
    }
    const named = listed
        .map(({ raw, dirent }) => ({ raw, dirent, ...textOf(raw) }))
        .sort((a, b) => (0,_util_order_js__WEBPACK_IMPORTED_MODULE_2__/* .byCodeUnit */ .X)(a.text, b.text) || Buffer.compare(a.raw, b.raw));
    const absBytes = Buffer.from(abs);
    const child = (raw) => Buffer.concat([absBytes, SEP, raw]);
    // A directory that can be listed but not searched: its entries cannot be lstat'ed, and each
    // is named so, as on a file system without entry types (one lstat tells).
    const first = named.find((entry) => entry.valid && entry.dirent);
    if (first && !canLstat(child(first.raw)))
        for (const entry of named)
            entry.dirent = null;
    const rel = dir?.rel ?? '';
    const depth = (dir?.depth ?? 0) + 1;
    return named.map(({ raw, dirent, text, valid }) => {
        if (dirent && absBytes.length + 1 + raw.length < LONG_PATH_BYTES)
            return new WalkEntry(rel, raw, text, valid, depth, dirent);
        try {
            return new WalkEntry(rel, raw, text, valid, depth, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(child(raw)));
        }
        catch (err) {
            return new WalkEntry(rel, raw, text, valid, depth, null, err);
        }
    });
}


/***/ }),

/***/ 7833:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ep: () => (/* binding */ cacheFileName),
/* harmony export */   Lj: () => (/* binding */ loadCache),
/* harmony export */   NC: () => (/* binding */ CACHE_DIR),
/* harmony export */   hQ: () => (/* binding */ cacheKeyId),
/* harmony export */   pz: () => (/* binding */ CacheRecordSchema),
/* harmony export */   yL: () => (/* binding */ CACHE_VERSION)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2311);
/* harmony import */ var _fs_bounded_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1067);
/* harmony import */ var _fs_walker_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7905);
/* harmony import */ var _manifest_zod_issues_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(2472);
/* harmony import */ var _metrics_common_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5716);
/* harmony import */ var _util_data_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9966);
/* harmony import */ var _util_numbers_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2942);
/* harmony import */ var _util_record_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4799);
/**
 * The CCE judge cache: one JSON file per judged trajectory, keyed by (trajectory digest, task,
 * judge model, protocol version). Written next to the report (`<out>/cce-cache/`) and read back
 * by the next run with `--cce-cache DIR`, so nightly rescoring judges only what changed.
 */











const CACHE_DIR = 'cce-cache';
const CACHE_VERSION = 1;
const CacheKeySchema = zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({
    trajectory_sha256: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/),
    task: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().min(1),
    model: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().min(1),
    protocol: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().min(1),
});
const AgentShareSchema = zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({
    actions: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().int(),
    contributing: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().int(),
    share: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig(),
});
const JudgeAnswerSchema = zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({
    step: zod__WEBPACK_IMPORTED_MODULE_7__/* ["enum"] */ .k5n(['terminal', 'round']),
    round: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().nullable(),
    answer: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().describe('the raw answer, bounded'),
});
const CacheRecordSchema = zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({
    cache_version: zod__WEBPACK_IMPORTED_MODULE_7__/* .literal */ .euz(CACHE_VERSION),
    key: CacheKeySchema,
    T: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().int().nonnegative(),
    C: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().int().positive()),
    cce: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig(),
    per_agent: (0,_util_record_js__WEBPACK_IMPORTED_MODULE_8__/* .keyedRecord */ .I)(zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP(), AgentShareSchema),
    answers: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(JudgeAnswerSchema),
});
function cacheKeyId(key) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
        .update(JSON.stringify([key.trajectory_sha256, key.task, key.model, key.protocol]))
        .digest('hex');
}
/** The file name of a record inside the cache directory. */
function cacheFileName(key) {
    return `${key.task.replace(/[^A-Za-z0-9_.-]/g, '_').slice(0, 100)}.${cacheKeyId(key).slice(0, 24)}.json`;
}
/**
 * Reads every `*.json` directly in DIR, or in DIR/cce-cache when DIR is a report directory.
 * A missing directory is an empty cache. The files are untrusted (an artifact of an earlier run):
 * each is read bounded and never through a symbolic link, and a record is used only when the
 * judgement it states follows from what it records (see checkJudgement). Every other file named
 * `*.json` is skipped, and named in `skipped`.
 */
function loadCache(dir, maxBytes = 4 * 1024 * 1024) {
    const records = new Map();
    const skipped = [];
    let root = dir;
    if (isDir(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, CACHE_DIR)))
        root = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, CACHE_DIR);
    if (!isDir(root))
        return { records, skipped };
    const names = (0,_fs_walker_js__WEBPACK_IMPORTED_MODULE_4__/* .readDirectorySync */ .v_)(root).map((e) => e.name);
    for (const name of names.sort()) {
        if (!name.endsWith('.json'))
            continue;
        const read = readCacheFile(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(root, name), maxBytes);
        if (read.ok)
            records.set(cacheKeyId(read.record.key), read.record);
        else
            skipped.push(`${name}: ${read.why}`);
    }
    return { records, skipped };
}
function readCacheFile(file, maxBytes) {
    let info;
    try {
        info = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(file);
    }
    catch (err) {
        return { ok: false, why: `cannot be read (${err.code ?? err})` };
    }
    if (info.isSymbolicLink())
        return { ok: false, why: 'a symbolic link (not followed)' };
    if (!info.isFile())
        return { ok: false, why: 'not a regular file' };
    const json = (0,_fs_bounded_json_js__WEBPACK_IMPORTED_MODULE_3__/* .readJsonBounded */ ._I)(file, { maxBytes, maxDepth: 16 });
    if (!json.ok)
        return { ok: false, why: json.message };
    const parsed = CacheRecordSchema.safeParse(json.value);
    if (!parsed.success)
        return { ok: false, why: `not a CCE cache record: ${(0,_util_data_js__WEBPACK_IMPORTED_MODULE_9__/* .truncate */ .x)((0,_manifest_zod_issues_js__WEBPACK_IMPORTED_MODULE_10__/* .formatIssues */ .o)(parsed.error), 300)}` };
    const wrong = checkJudgement(parsed.data);
    return wrong === null ? { ok: true, record: parsed.data } : { ok: false, why: wrong };
}
/**
 * A cached judgement is re-derived from what it records, never taken as given: T is a count of at
 * least 1, C lists distinct action ids in 1..T in increasing order, and cce is |C| / |T| rounded
 * as the judge rounds it. (per_agent is re-derived from the trajectory when the record is used.)
 * The problem, or null.
 */
function checkJudgement(r) {
    const t = (0,_util_numbers_js__WEBPACK_IMPORTED_MODULE_6__/* .readNumber */ .kz)('T', r.T, { ..._util_numbers_js__WEBPACK_IMPORTED_MODULE_6__/* .COUNT */ .i2, min: 1 });
    if (!t.ok)
        return t.error;
    for (let i = 0; i < r.C.length; i++) {
        const id = r.C[i];
        if (!Number.isSafeInteger(id) || id < 1 || id > r.T || (i > 0 && id <= r.C[i - 1])) {
            return `C must list distinct action ids from 1 to T (${r.T}) in increasing order, got ${(0,_util_numbers_js__WEBPACK_IMPORTED_MODULE_6__/* .describeValue */ .bp)(id)} at position ${i + 1}`;
        }
    }
    const cce = (0,_metrics_common_js__WEBPACK_IMPORTED_MODULE_5__/* .roundTo */ .GB)(r.C.length / r.T, 4);
    if (r.cce !== cce)
        return `cce ${(0,_util_numbers_js__WEBPACK_IMPORTED_MODULE_6__/* .describeValue */ .bp)(r.cce)} does not follow from C and T (|C| / |T| = ${r.C.length}/${r.T} = ${cce})`;
    return null;
}
function isDir(p) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(p).isDirectory();
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 6789:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ otherTasksNote)
/* harmony export */ });
/** The note of a trial scored with --task: the records of the suite's other tasks, counted, not scored (docs/cli.md). */
function otherTasksNote(count) {
    return `${count} record(s) of other tasks not scored (--task)`;
}


/***/ }),

/***/ 7215:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Du: () => (/* binding */ splitIds),
/* harmony export */   Sh: () => (/* binding */ loadOutputTasks),
/* harmony export */   VR: () => (/* binding */ OutputTasksFileSchema)
/* harmony export */ });
/* unused harmony export OutputTaskSchema */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2311);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/* harmony import */ var _manifest_yaml_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3710);
/* harmony import */ var _manifest_zod_issues_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2472);
/* harmony import */ var _util_order_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3592);
/* harmony import */ var _util_record_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4799);
/**
 * The tasks file of an output suite (docs/output.md): per task, what its output must contain.
 * Expectations come from the benchmark only, never from a submission. Validated with zod;
 * every problem names the tasks file and the path inside it.
 */








const TASK_KEY = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
const NonEmpty = zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1, 'must not be empty');
const ARTIFACT_MATCHERS = ['exact', 'set', 'number'];
const ArtifactCheckSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    key: NonEmpty.describe('artifact name in the record'),
    exact: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional().describe('the artifact must be exactly this string'),
    set: zod__WEBPACK_IMPORTED_MODULE_4__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig()]))])
        .optional()
        .describe('comma-separated ids (or a list): compared as sets, order-insensitive, after trimming'),
    number: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().optional().describe('the artifact must be this number, within tolerance'),
    tolerance: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().min(0).optional().describe('absolute tolerance of `number` (default 0)'),
})
    .superRefine((c, ctx) => {
    const given = ARTIFACT_MATCHERS.filter((m) => c[m] !== undefined);
    if (given.length !== 1)
        ctx.addIssue({
            code: 'custom',
            message: `give exactly one of ${ARTIFACT_MATCHERS.join(', ')} (found ${given.length ? given.join(', ') : 'none'})`,
        });
    if (c.tolerance !== undefined && c.number === undefined)
        ctx.addIssue({ code: 'custom', path: ['tolerance'], message: 'tolerance applies to `number` only' });
    if (c.set !== undefined && splitIds(c.set).length === 0)
        ctx.addIssue({ code: 'custom', path: ['set'], message: 'the set names no id' });
});
const OUTPUT_MATCHERS = ['contains', 'not_contains', 'regex', 'exact', 'json'];
const OutputCheckSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    contains: NonEmpty.optional().describe('the full output contains this text'),
    not_contains: NonEmpty.optional().describe('the full output does not contain this text'),
    ignore_case: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY().optional().describe('contains / not_contains: compare case-insensitively'),
    regex: NonEmpty.optional().describe('a JavaScript regular expression that must match somewhere in the full output'),
    flags: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .regex(/^(?!.*(.).*\1)[imsu]*$/, 'flags are any of i, m, s, u, each at most once')
        .optional(),
    exact: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional().describe('the full output, trimmed, is exactly this text (trimmed)'),
    json: zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J().optional().describe('the last JSON block embedded in the output equals this value'),
})
    .superRefine((c, ctx) => {
    const given = OUTPUT_MATCHERS.filter((m) => c[m] !== undefined);
    if (given.length !== 1)
        ctx.addIssue({
            code: 'custom',
            message: `give exactly one of ${OUTPUT_MATCHERS.join(', ')} (found ${given.length ? given.join(', ') : 'none'})`,
        });
    if (c.flags !== undefined && c.regex === undefined)
        ctx.addIssue({ code: 'custom', path: ['flags'], message: 'flags apply to `regex` only' });
    if (c.ignore_case !== undefined && c.contains === undefined && c.not_contains === undefined) {
        ctx.addIssue({
            code: 'custom',
            path: ['ignore_case'],
            message: 'ignore_case applies to contains / not_contains only',
        });
    }
    if (c.regex !== undefined) {
        try {
            new RegExp(c.regex, c.flags ?? '');
        }
        catch (err) {
            ctx.addIssue({
                code: 'custom',
                path: ['regex'],
                message: `not a valid regular expression: ${err.message}`,
            });
        }
    }
});
const ArtifactChecks = zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(ArtifactCheckSchema).min(1);
const ArtifactExpectationSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .preprocess */ .vkY((x) => (Array.isArray(x) ? { all: x } : x), zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    all: ArtifactChecks.optional().describe('every check must hold'),
    any: ArtifactChecks.optional().describe('at least one check must hold'),
})
    .superRefine((a, ctx) => {
    if ((a.all === undefined) === (a.any === undefined))
        ctx.addIssue({ code: 'custom', message: 'give a list of checks, or exactly one of all, any' });
}));
const OutputTaskSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    description: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    artifacts: ArtifactExpectationSchema.optional().describe('expectations on the structured artifacts (graded first when the record has artifacts)'),
    output: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(OutputCheckSchema)
        .min(1)
        .optional()
        .describe('expectations on the full output, all of which must hold'),
})
    .superRefine((t, ctx) => {
    if (t.artifacts === undefined && t.output === undefined)
        ctx.addIssue({ code: 'custom', message: 'a task needs artifacts or output expectations' });
});
const OutputTasksFileSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    version: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz(1).optional(),
    description: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    tasks: (0,_util_record_js__WEBPACK_IMPORTED_MODULE_5__/* .keyedRecord */ .I)(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), OutputTaskSchema).superRefine((tasks, ctx) => {
        const keys = Object.keys(tasks);
        if (keys.length === 0)
            ctx.addIssue({ code: 'custom', message: 'the file lists no task' });
        for (const key of keys) {
            if (!TASK_KEY.test(key))
                ctx.addIssue({
                    code: 'custom',
                    path: [key],
                    message: 'a task key must be letters, digits, "_", "-" or "." (not starting with one of the last three)',
                });
        }
    }),
});
/** Reads and validates a tasks file; `where` names the manifest entry that points at it. */
async function loadOutputTasks(root, tasksPath, manifestFile, where) {
    const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, tasksPath);
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL(manifestFile, `${where}: cannot read the tasks file ${tasksPath} (${err.code ?? err})`);
    }
    const parsed = OutputTasksFileSchema.safeParse((0,_manifest_yaml_js__WEBPACK_IMPORTED_MODULE_3__/* .parseYaml */ .h)(text, file));
    if (!parsed.success)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL(file, (0,_manifest_zod_issues_js__WEBPACK_IMPORTED_MODULE_6__/* .formatIssues */ .o)(parsed.error));
    return new Map(Object.entries(parsed.data.tasks).sort(([a], [b]) => (0,_util_order_js__WEBPACK_IMPORTED_MODULE_7__/* .byCodeUnit */ .X)(a, b)));
}
/** `"a, b,,c"` or `["a", " b"]` -> `["a", "b", "c"]`: trimmed, empty items dropped. */
function splitIds(value) {
    const items = typeof value === 'string' ? value.split(',') : value.map(String);
    return items.map((s) => s.trim()).filter((s) => s !== '');
}


/***/ }),

/***/ 2857:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  TO: () => (/* binding */ allKinds),
  un: () => (/* binding */ derived),
  oH: () => (/* binding */ findKind),
  $1: () => (/* binding */ kindNames),
  I: () => (/* binding */ kindOf)
});

// UNUSED EXPORTS: registerKind

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 7 modules
var schemas = __webpack_require__(2311);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/metrics/common.ts
var common = __webpack_require__(5716);
// EXTERNAL MODULE: ./src/core/layout/records.ts
var records = __webpack_require__(468);
// EXTERNAL MODULE: ./src/core/fs/glob.ts
var fs_glob = __webpack_require__(4089);
// EXTERNAL MODULE: ./src/core/fs/bounded-json.ts + 2 modules
var bounded_json = __webpack_require__(1067);
// EXTERNAL MODULE: ./src/core/util/data.ts
var data = __webpack_require__(9966);
;// CONCATENATED MODULE: ./src/core/kinds/output/record.ts
/**
 * Output records (docs/output.md): what an agent produced for a task, read from untrusted files.
 *
 * - A per-task JSON record: `{task_id, full_text?, text_turns?, text?, summary?, artifacts?}`
 *   (camelCase names are accepted too).
 * - A JSONL event log: protobuf-JSON events (`{"sequence": "7", "taskCompleted": {...}}`,
 *   camelCase or snake_case, default fields omitted) and plain-dict events
 *   (`{run_id, sequence, kind, payload}`), mixed. `sequence` orders events only within one pass
 *   of a run's counter: a log is read as passes in file order (a pass begins at sequence 0,
 *   which protobuf JSON omits, and where the run id changes), the events of a pass in
 *   `sequence` order. So two runs appended to one file, or two turns of one run that each
 *   restart at 0, are read in file order, as goldfive's own replay reads them. An exact repeat
 *   of an event (same pass, run and sequence, same content) is dropped. `agentMessage` events
 *   are the task's turns; `taskCompleted` sets its summary and artifacts, a later one replacing
 *   an earlier one (later turns win); an event for a task from another run than the one that
 *   last wrote it starts the task afresh (a later run wins). A line that is not JSON is an
 *   error on the record; the other lines are still read.
 *
 * Nothing read here is ever used as a path or a pattern: a task id is only looked up in the
 * catalog, and artifact names only in the record's own artifacts.
 */



/** A record file with this name is an event log; any other is a per-task JSON record. */
const EVENT_LOG_NAME = /\.jsonl$/i;
function readRecordFile(abs, rel, limits, expect) {
    return EVENT_LOG_NAME.test(rel) ? readEventLog(abs, limits, expect) : readTaskRecord(abs, limits, expect);
}
/**
 * Whether a `records` glob can only match event logs: each of its brace alternatives (expanded
 * as bash and the glob matcher read them) ends in a literal `.jsonl` (the rule of readRecordFile).
 */
function readsOnlyEventLogs(glob) {
    return (0,fs_glob/* expandBraces */.PH)(glob).every((alternative) => EVENT_LOG_NAME.test(alternative));
}
function readTaskRecord(abs, limits, expect) {
    const json = (0,bounded_json/* readJsonBounded */._I)(abs, { ...limits, nonFinite: true }, expect);
    if (!json.ok)
        return { records: [], problems: [{ task: null, message: json.message }], duplicates: 0 };
    if (!(0,data/* isObject */.G)(json.value))
        return fail('the record must be a JSON object');
    const fields = snakeKeys(json.value);
    const task = fields.task_id;
    if (typeof task !== 'string' || task.trim() === '')
        return fail('task_id must be a non-empty string');
    const read = outputFields(fields);
    if (typeof read === 'string')
        return { records: [], problems: [{ task: task.trim(), message: read }], duplicates: 0 };
    const textTurns = fields.text_turns;
    return {
        records: [
            {
                task: task.trim(),
                ...read,
                text_turns: textTurns === undefined || textTurns === null ? null : textTurns,
            },
        ],
        problems: [],
        duplicates: 0,
    };
}
function fail(message) {
    return { records: [], problems: [{ task: null, message }], duplicates: 0 };
}
/** The output fields of a record or a taskCompleted payload, type-checked. */
function outputFields(fields) {
    for (const name of ['full_text', 'text', 'summary']) {
        const v = fields[name];
        if (v !== undefined && v !== null && typeof v !== 'string')
            return `${name} must be a string`;
    }
    const turns = fields.text_turns;
    if (turns !== undefined && turns !== null && (!Array.isArray(turns) || turns.some((t) => typeof t !== 'string')))
        return 'text_turns must be a list of strings';
    const artifacts = readArtifacts(fields.artifacts);
    if (typeof artifacts === 'string')
        return artifacts;
    const str = (v) => (typeof v === 'string' ? v : null);
    return { full_text: str(fields.full_text), text: str(fields.text), summary: str(fields.summary), artifacts };
}
/** `{name: value}`, or a list of `{name|key, value|content|text}` (a later entry wins). */
function readArtifacts(x) {
    if (x === undefined || x === null)
        return null;
    const out = new Map();
    if (Array.isArray(x)) {
        for (const item of x) {
            if (!(0,data/* isObject */.G)(item))
                return 'artifacts must be an object or a list of {name, value}';
            const name = item.name ?? item.key;
            const value = item.value ?? item.content ?? item.text;
            if (typeof name !== 'string' || value === undefined)
                return 'each artifact in the list needs a string name (or key) and a value (or content, text)';
            out.set(name, value);
        }
        return out;
    }
    if (!(0,data/* isObject */.G)(x))
        return 'artifacts must be an object or a list of {name, value}';
    for (const [k, v] of Object.entries(x))
        out.set(k, v);
    return out;
}
// ---------------------------------------------------------------------------------------------
// JSONL event logs
const TURN_EVENTS = new Set(['agent_message', 'assistant_message']);
const KNOWN_EVENTS = new Set(['task_started', 'task_completed', ...TURN_EVENTS]);
const WRAPPER_FIELDS = new Set([
    'sequence',
    'run_id',
    'timestamp',
    'time',
    'event_id',
    'id',
    'kind',
    'payload',
    'type',
]);
function readEventLog(abs, limits, expect) {
    const problems = [];
    const read = (0,bounded_json/* readTextBounded */.LW)(abs, limits.maxBytes, expect);
    if (!read.ok)
        return fail(read.message);
    const bytes = read.text;
    const lines = bytes.split('\n');
    const endsWithNewline = bytes.endsWith('\n');
    if (endsWithNewline)
        lines.pop();
    const events = eventsOf(lines, endsWithNewline, limits, problems);
    const { ordered, duplicates } = inOrder(events, problems);
    const tasks = taskStates(ordered, problems);
    const records = [];
    for (const [task, state] of tasks) {
        const completed = state.completed ?? {};
        const read = outputFields(completed);
        if (typeof read === 'string') {
            problems.push({ task, message: `taskCompleted for ${task}: ${read}` });
            continue;
        }
        const declared = completed.text_turns;
        const turns = state.turns.length > 0 ? state.turns : (declared ?? null);
        records.push({ task, ...read, text_turns: turns });
    }
    return { records, problems, duplicates };
}
/** The log's lines as events of a graded kind, each with its pass (a run's restart starts the next); each line that is not one, a problem. */
function eventsOf(lines, endsWithNewline, limits, problems) {
    const events = [];
    let pass = -1;
    let passRun = '';
    lines.forEach((raw, i) => {
        const line = i + 1;
        const text = raw.replace(/\r$/, '');
        if (text.trim() === '')
            return;
        const json = (0,bounded_json/* parseJsonBounded */.Xg)(text, limits.maxDepth, { nonFinite: true, firstLine: line });
        if (!json.ok) {
            const last = i === lines.length - 1 && !endsWithNewline;
            // A syntax error names its line already ("Malformed JSON: line 3, column 9: …").
            const where = json.message.startsWith(`Malformed JSON: line ${line},`) ? '' : `line ${line}: `;
            problems.push({
                task: null,
                message: last
                    ? `line ${line}: truncated last line (not valid JSON, no newline at the end); the rest of the log was read`
                    : `${where}${json.message}; the other lines were read`,
            });
            return;
        }
        const event = toEvent(json.value, line);
        if (typeof event === 'string') {
            problems.push({ task: null, message: `line ${line}: ${event}` });
            return;
        }
        // Every event, of a kind graded or not (runStarted is a run's sequence 0), marks the passes.
        const restart = event.sequence === 0n || (event.runId !== '' && passRun !== '' && event.runId !== passRun);
        if (pass < 0 || restart)
            pass += 1;
        if (event.runId !== '')
            passRun = event.runId;
        if (event.kind !== null)
            events.push({ ...event, kind: event.kind, pass });
    });
    return events;
}
/** The events in order, and how many exact repeats of a sequence number were dropped (a repeat that differs is a problem). */
function inOrder(events, problems) {
    // Passes in file order, a pass in sequence order (line order among equals); exact repeats
    // are dropped, conflicting ones are errors.
    events.sort((a, b) => a.pass - b.pass || (a.sequence < b.sequence ? -1 : a.sequence > b.sequence ? 1 : a.line - b.line));
    const seen = new Map();
    let duplicates = 0;
    const ordered = [];
    for (const e of events) {
        if (e.hasSequence) {
            const key = `${e.pass}\u0000${e.runId}\u0000${e.sequence}`;
            const first = seen.get(key);
            if (first) {
                if (first.canonical === e.canonical)
                    duplicates++;
                else
                    problems.push({
                        task: null,
                        message: `line ${e.line}: sequence ${e.sequence} of run ${JSON.stringify(e.runId)} repeats line ${first.line} with different content`,
                    });
                continue;
            }
            seen.set(key, e);
        }
        ordered.push(e);
    }
    return { ordered, duplicates };
}
/** Each task's turns and its last taskCompleted, by task (in the order tasks first appear); a later run starts a task afresh. */
function taskStates(ordered, problems) {
    const tasks = new Map();
    let current = null;
    for (const e of ordered) {
        const id = e.payload.task_id;
        if (id !== undefined && id !== null && (typeof id !== 'string' || id.trim() === '')) {
            problems.push({ task: null, message: `line ${e.line}: taskId must be a non-empty string` });
            continue;
        }
        const task = typeof id === 'string' ? id.trim() : current;
        if (e.kind === 'task_started') {
            if (task === null)
                problems.push({ task: null, message: `line ${e.line}: taskStarted without a taskId` });
            else
                current = task;
            continue;
        }
        if (task === null) {
            problems.push({
                task: null,
                message: `line ${e.line}: ${e.kind} event without a taskId, and no task has started`,
            });
            continue;
        }
        let state = tasks.get(task);
        if (!state || (e.runId !== '' && state.run !== '' && e.runId !== state.run)) {
            state = { run: e.runId, turns: [], completed: null }; // a later run starts the task afresh
            tasks.set(task, state);
        }
        if (e.runId !== '')
            state.run = e.runId;
        if (TURN_EVENTS.has(e.kind)) {
            const text = e.payload.text ?? e.payload.content ?? '';
            if (typeof text !== 'string')
                problems.push({ task, message: `line ${e.line}: ${e.kind}.text must be a string` });
            else if (text !== '')
                state.turns.push(text);
        }
        else {
            state.completed = e.payload; // a later taskCompleted replaces an earlier one
        }
    }
    return tasks;
}
/** One parsed line -> an event (kind null: of a kind not graded), or a problem. */
function toEvent(value, line) {
    if (!(0,data/* isObject */.G)(value))
        return 'an event must be a JSON object';
    const fields = snakeKeys(value);
    const seq = fields.sequence;
    let sequence = 0n;
    if (seq !== undefined && seq !== null) {
        const text = typeof seq === 'number' ? String(seq) : seq;
        if (typeof text !== 'string' || !/^\d{1,30}$/.test(text))
            return 'sequence must be a non-negative integer (a number or a string of digits)';
        sequence = BigInt(text);
    }
    const runId = typeof fields.run_id === 'string' ? fields.run_id : '';
    let kind = null;
    let payload;
    if (typeof fields.kind === 'string') {
        kind = eventName(fields.kind);
        payload = fields.payload ?? {};
    }
    else {
        const named = Object.keys(fields).filter((k) => !WRAPPER_FIELDS.has(k) && KNOWN_EVENTS.has(k));
        if (named.length > 1)
            return `one event names several kinds (${named.join(', ')})`;
        if (named.length === 1) {
            kind = named[0];
            payload = fields[kind] ?? {};
        }
    }
    const hasSequence = seq !== undefined && seq !== null;
    if (kind === null || !KNOWN_EVENTS.has(kind))
        return { line, sequence, hasSequence, runId, kind: null, payload: {}, canonical: '' };
    if (!(0,data/* isObject */.G)(payload))
        return `${kind}: the event's payload must be an object`;
    return {
        line,
        sequence,
        hasSequence,
        runId,
        kind,
        payload: snakeKeys(payload),
        canonical: JSON.stringify([kind, sortedKeys(payload)]),
    };
}
/** `taskCompleted`, `task_completed`, `TASK_COMPLETED` -> `task_completed`. */
function eventName(name) {
    return /^[A-Z0-9_]+$/.test(name) ? name.toLowerCase() : snake(name);
}
function snake(name) {
    return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
/** Top-level keys in snake_case (the keys inside, e.g. artifact names, are left alone). */
function snakeKeys(o) {
    const out = Object.create(null);
    for (const [k, v] of Object.entries(o)) {
        const key = snake(k);
        if (!(key in out) || k === key)
            out[key] = v;
    }
    return out;
}
/** Deterministic serialisation for duplicate detection. */
function sortedKeys(x) {
    if (Array.isArray(x))
        return x.map(sortedKeys);
    if (!(0,data/* isObject */.G)(x))
        return x;
    return Object.fromEntries(Object.keys(x)
        .sort()
        .map((k) => [k, sortedKeys(x[k])]));
}

// EXTERNAL MODULE: external "node:vm"
var external_node_vm_ = __webpack_require__(714);
var external_node_vm_default = /*#__PURE__*/__webpack_require__.n(external_node_vm_);
;// CONCATENATED MODULE: ./src/core/kinds/output/regex.ts
/**
 * Runs a benchmark's regular expression over a submission's output with a time bound.
 *
 * JavaScript regexes backtrack, so a pattern such as `^(a+)+$` takes exponential time on a
 * long enough input. The match runs inside a `vm` context with `timeout`: V8's watchdog
 * terminates the execution, regex backtracking included, and the caller gets an error
 * instead of a hang. The pattern always comes from the benchmark's tasks file; the output is
 * only ever the subject string.
 */

let sandbox = null;
const script = new (external_node_vm_default()).Script('result = (function () { const m = new RegExp(pattern, flags).exec(subject); return m === null ? null : [m.index, m[0].length]; })();');
function runRegex(pattern, flags, subject, timeoutMs) {
    sandbox ??= external_node_vm_default().createContext({ pattern: '', flags: '', subject: '', result: null });
    sandbox.pattern = pattern;
    sandbox.flags = flags;
    sandbox.subject = subject;
    sandbox.result = null;
    try {
        script.runInContext(sandbox, { timeout: timeoutMs, breakOnSigint: false });
        const r = sandbox.result;
        return { ok: true, match: r ? { index: r[0], length: r[1] } : null };
    }
    catch (err) {
        const e = err;
        if (e.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT')
            return { ok: false, error: `did not finish within ${timeoutMs} ms (catastrophic backtracking?)` };
        return { ok: false, error: `failed: ${e.message ?? String(err)}` };
    }
    finally {
        sandbox.subject = ''; // do not keep a large output alive
        sandbox.result = null;
    }
}

// EXTERNAL MODULE: ./src/core/manifest/parts.ts
var parts = __webpack_require__(9379);
;// CONCATENATED MODULE: ./src/core/kinds/output/schema.ts
/** The `kind: output` section of agent-eval.yml (docs/manifest.md, docs/output.md). Unknown keys are errors. */


const OutputSuiteSchema = schemas/* strictObject */.rej({
    name: parts/* SuiteName */.wL,
    kind: schemas/* literal */.euz('output'),
    description: schemas/* string */.YjP().optional(),
    tasks: parts/* BenchmarkPath */.zm.describe('tasks file (YAML or JSON) listing per-task expectations; task key = its key under `tasks`'),
    records: schemas/* string */.YjP()
        .min(1)
        .default('**/*.{json,jsonl}')
        .describe('glob of record files inside a trial directory: *.jsonl are event logs, anything else a per-task JSON record'),
    trials: schemas/* number */.aig().int().positive().optional().describe('number of trials a complete submission has'),
    trial_pattern: schemas/* string */.YjP().min(1).default('trial-*'),
    ...parts/* splitFields */.Kp,
    limits: schemas/* strictObject */.rej({
        record_bytes: schemas/* number */.aig()
            .int()
            .positive()
            .default(16 * 1024 * 1024),
        json_depth: schemas/* number */.aig().int().positive().max(10_000).default(256),
        regex_timeout_ms: schemas/* number */.aig()
            .int()
            .positive()
            .max(60_000)
            .default(1000)
            .describe('time bound of one regex expectation on one output'),
    })
        .prefault({}),
});

// EXTERNAL MODULE: ./src/core/kinds/kind.ts
var kind = __webpack_require__(6789);
// EXTERNAL MODULE: ./src/core/fs/walk.ts
var fs_walk = __webpack_require__(1754);
// EXTERNAL MODULE: ./src/core/layout/messages.ts
var messages = __webpack_require__(5132);
// EXTERNAL MODULE: ./src/core/kinds/output/tasks.ts
var output_tasks = __webpack_require__(7215);
;// CONCATENATED MODULE: ./src/core/kinds/output/grade.ts
/**
 * Grades one output record against its task's expectations (docs/output.md), in order of
 * fidelity:
 *   1. structured artifacts, when the task has artifact expectations and the record carries
 *      artifacts;
 *   2. otherwise the complete output: `full_text`, else `text_turns` joined by a blank line,
 *      else `text`; every output expectation must hold, checked in the order listed.
 * The summary is never graded, and neither is the last turn on its own. A message names the
 * expectation that failed and shows a bounded excerpt of what was found.
 */




const MAX_MESSAGE = 1000;
const EXCERPT = 160;
function fullOutput(record) {
    if (record.full_text)
        return { text: record.full_text, source: 'full_text' };
    const turns = record.text_turns?.filter((t) => t !== '');
    if (turns && turns.length > 0)
        return { text: turns.join('\n\n'), source: 'text_turns' };
    if (record.text)
        return { text: record.text, source: 'text' };
    return null;
}
function gradeRecord(task, record, options) {
    const output = fullOutput(record);
    const base = { output_source: output?.source ?? null, output_chars: output ? output.text.length : null };
    const done = (status, graded_on, message) => ({
        status,
        graded_on,
        message: message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE)}…` : message,
        ...base,
    });
    if (task.artifacts && record.artifacts && record.artifacts.size > 0) {
        const r = gradeArtifacts(task.artifacts, record.artifacts);
        return done(r.ok ? 'success' : 'failure', 'artifacts', r.message);
    }
    const noArtifacts = task.artifacts ? 'the record has no structured artifacts' : null;
    if (!task.output) {
        return done('failure', 'nothing', `${noArtifacts}, and this task is graded on artifacts only (expected ${describeArtifacts(task.artifacts)})${summaryNote(record, output)}`);
    }
    if (!output) {
        return done('failure', 'nothing', `no output to grade: the record has no full_text, text_turns or text${summaryNote(record, output)}${noArtifacts ? `; ${noArtifacts}` : ''}`);
    }
    const via = `graded on the full output (${output.source}, ${output.text.length} chars${noArtifacts ? `; ${noArtifacts}` : ''})`;
    for (const [i, check] of task.output.entries()) {
        const r = gradeOutputCheck(check, output.text, options);
        const name = `output[${i}] ${describeOutputCheck(check)}`;
        if (r.error)
            return done('error', 'output', `${name}: ${r.error}`);
        if (!r.ok)
            return done('failure', 'output', `${name}: ${r.message}; ${via}`);
    }
    return done('success', 'output', `all ${task.output.length} output expectation(s) hold; ${via}`);
}
function summaryNote(record, output) {
    return record.summary && !output ? ' (it carries only a summary, which is never graded)' : '';
}
// ---------------------------------------------------------------------------------------------
// Artifacts
function gradeArtifacts(expectation, artifacts) {
    const checks = expectation.all ?? expectation.any;
    const mode = expectation.all ? 'all' : 'any';
    const results = checks.map((c, i) => ({ i, c, r: gradeArtifactCheck(c, artifacts) }));
    const name = (x) => `artifacts.${mode}[${x.i}] ${describeArtifactCheck(x.c)}`;
    if (mode === 'all') {
        const failed = results.find((x) => !x.r.ok);
        if (failed)
            return { ok: false, message: `${name(failed)}: ${failed.r.message}; graded on structured artifacts` };
        return { ok: true, message: `all ${checks.length} artifact expectation(s) hold; graded on structured artifacts` };
    }
    const passed = results.find((x) => x.r.ok);
    if (passed)
        return { ok: true, message: `${name(passed)} holds (any of ${checks.length}); graded on structured artifacts` };
    return {
        ok: false,
        message: `none of ${checks.length} artifact expectation(s) holds: ${results.map((x) => `${name(x)}: ${x.r.message}`).join('; ')}; graded on structured artifacts`,
    };
}
function gradeArtifactCheck(check, artifacts) {
    if (!artifacts.has(check.key)) {
        const names = [...artifacts.keys()].slice(0, 10).map((k) => quote(k, 40));
        return {
            ok: false,
            message: `no artifact ${quote(check.key)} (the record has ${names.join(', ')}${artifacts.size > 10 ? ', …' : ''})`,
        };
    }
    const value = artifacts.get(check.key);
    if (check.exact !== undefined) {
        const found = typeof value === 'string' ? value : JSON.stringify(value);
        return found === check.exact
            ? { ok: true, message: 'equal' }
            : { ok: false, message: `expected ${quote(check.exact)}, found ${quote(found ?? 'null')}` };
    }
    if (check.set !== undefined) {
        const items = typeof value === 'string'
            ? (0,output_tasks/* splitIds */.Du)(value)
            : Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')
                ? (0,output_tasks/* splitIds */.Du)(value)
                : null;
        if (items === null)
            return {
                ok: false,
                message: `expected a comma-separated string or a list of ids, found ${quote(JSON.stringify(value) ?? 'null')}`,
            };
        const expected = new Set((0,output_tasks/* splitIds */.Du)(check.set));
        const found = new Set(items);
        const missing = [...expected].filter((x) => !found.has(x));
        const extra = [...found].filter((x) => !expected.has(x));
        if (missing.length === 0 && extra.length === 0)
            return { ok: true, message: 'same set' };
        const list = (xs) => `${xs
            .slice(0, 10)
            .map((x) => quote(x, 40))
            .join(', ')}${xs.length > 10 ? `, … (${xs.length})` : ''}`;
        return {
            ok: false,
            message: [missing.length ? `missing ${list(missing)}` : '', extra.length ? `unexpected ${list(extra)}` : '']
                .filter(Boolean)
                .join('; '),
        };
    }
    const tolerance = check.tolerance ?? 0;
    const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : NaN;
    if (!Number.isFinite(n))
        return {
            ok: false,
            message: `expected the number ${check.number}, found ${quote(JSON.stringify(value) ?? 'null')}, not a number`,
        };
    const ok = Math.abs(n - check.number) <= tolerance;
    return ok
        ? { ok: true, message: 'within tolerance' }
        : { ok: false, message: `expected ${check.number} ± ${tolerance}, found ${n}` };
}
function gradeOutputCheck(check, text, options) {
    if (check.contains !== undefined || check.not_contains !== undefined) {
        const needle = (check.contains ?? check.not_contains);
        const fold = (s) => (check.ignore_case ? s.toLowerCase() : s);
        const at = fold(text).indexOf(fold(needle));
        if (check.contains !== undefined) {
            if (at >= 0)
                return { ok: true };
            const other = check.ignore_case ? -1 : text.toLowerCase().indexOf(needle.toLowerCase());
            if (other >= 0)
                return {
                    ok: false,
                    message: `not found (found with different case at offset ${other}: ${excerpt(text, other, needle.length)})`,
                };
            return { ok: false, message: `not found in the output: ${headAndTail(text)}` };
        }
        return at < 0 ? { ok: true } : { ok: false, message: `found at offset ${at}: ${excerpt(text, at, needle.length)}` };
    }
    if (check.regex !== undefined) {
        const r = runRegex(check.regex, check.flags ?? '', text, options.regexTimeoutMs);
        if (!r.ok)
            return { ok: false, error: `${r.error} on ${text.length} chars of output; fix the benchmark's regex` };
        return r.match ? { ok: true } : { ok: false, message: `no match in the output: ${headAndTail(text)}` };
    }
    if (check.exact !== undefined) {
        const found = text.trim();
        const expected = check.exact.trim();
        if (found === expected)
            return { ok: true };
        let i = 0;
        while (i < found.length && i < expected.length && found[i] === expected[i])
            i++;
        return {
            ok: false,
            message: `differs at offset ${i} (expected ${expected.length} chars, found ${found.length}): expected ${excerpt(expected, i, 0)}, found ${excerpt(found, i, 0)}`,
        };
    }
    return gradeJson(check.json, text, options.jsonDepth);
}
/**
 * The embedded JSON block: the fenced code blocks (``` or ```json) of the output, else the whole
 * output. The last block that parses is the answer (later turns win).
 */
function gradeJson(expected, text, maxDepth) {
    const blocks = fencedBlocks(text);
    const candidates = blocks.length > 0 ? blocks : [{ at: 0, body: text.trim() }];
    for (let i = candidates.length - 1; i >= 0; i--) {
        const c = candidates[i];
        const parsed = (0,bounded_json/* parseJsonBounded */.Xg)(c.body, maxDepth);
        if (!parsed.ok)
            continue;
        const where = blocks.length > 0 ? `the last JSON block (${i + 1} of ${blocks.length} code blocks)` : 'the output as JSON';
        const diff = firstDifference(expected, parsed.value, '$');
        return diff === null
            ? { ok: true }
            : { ok: false, message: `${where} differs at ${diff}: ${excerpt(text, c.at, 0)}` };
    }
    const what = blocks.length > 0
        ? `none of ${blocks.length} code block(s) is valid JSON`
        : 'the output has no code block and is not JSON';
    return { ok: false, message: `${what}: ${headAndTail(text)}` };
}
/** Fenced code blocks whose info string is empty or `json`; a linear scan over lines. */
function fencedBlocks(text) {
    const blocks = [];
    let open = null;
    let pos = 0;
    for (const line of text.split('\n')) {
        const next = pos + line.length + 1;
        const fence = /^ {0,3}```/.test(line);
        if (fence && !open) {
            const info = line.trim().slice(3).trim().toLowerCase();
            open = { at: pos, start: next, json: info === '' || info === 'json' };
        }
        else if (fence && open) {
            if (open.json)
                blocks.push({ at: open.at, body: text.slice(open.start, pos) });
            open = null;
        }
        pos = next;
    }
    return blocks;
}
/** Path of the first difference between two JSON values (null if equal), with both values. */
function firstDifference(expected, found, at) {
    const show = (x) => (0,data/* truncate */.x)(JSON.stringify(x) ?? 'undefined', 60);
    if (Array.isArray(expected) && Array.isArray(found)) {
        for (let i = 0; i < Math.min(expected.length, found.length); i++) {
            const d = firstDifference(expected[i], found[i], `${at}[${i}]`);
            if (d)
                return d;
        }
        return expected.length === found.length ? null : `${at} (expected ${expected.length} items, found ${found.length})`;
    }
    if ((0,data/* isObject */.G)(expected) && (0,data/* isObject */.G)(found)) {
        for (const k of Object.keys(expected).sort()) {
            if (!Object.hasOwn(found, k))
                return `${at}.${k} (missing)`;
            const d = firstDifference(expected[k], found[k], `${at}.${k}`);
            if (d)
                return d;
        }
        const extra = Object.keys(found)
            .filter((k) => !Object.hasOwn(expected, k))
            .sort();
        return extra.length === 0 ? null : `${at}.${extra[0].slice(0, 40)} (unexpected)`;
    }
    return Object.is(expected, found) || (expected === 0 && found === 0)
        ? null
        : `${at} (expected ${show(expected)}, found ${show(found)})`;
}
// ---------------------------------------------------------------------------------------------
// Descriptions and excerpts (the views escape them; here they are only bounded)
function describeOutputCheck(c) {
    if (c.contains !== undefined)
        return `contains ${quote(c.contains, 60)}${c.ignore_case ? ' (ignoring case)' : ''}`;
    if (c.not_contains !== undefined)
        return `not_contains ${quote(c.not_contains, 60)}${c.ignore_case ? ' (ignoring case)' : ''}`;
    if (c.regex !== undefined)
        return `regex /${c.regex.length > 60 ? `${c.regex.slice(0, 60)}…` : c.regex}/${c.flags ?? ''}`;
    if (c.exact !== undefined)
        return `exact ${quote(c.exact, 60)}`;
    return `json ${(0,data/* truncate */.x)(JSON.stringify(c.json) ?? 'null', 60)}`;
}
function describeArtifactCheck(c) {
    if (c.exact !== undefined)
        return `${quote(c.key, 40)} exact ${quote(c.exact, 60)}`;
    if (c.set !== undefined)
        return `${quote(c.key, 40)} set ${quote((0,output_tasks/* splitIds */.Du)(c.set).join(', '), 60)}`;
    return `${quote(c.key, 40)} number ${c.number}${c.tolerance ? ` ± ${c.tolerance}` : ''}`;
}
function describeArtifacts(a) {
    const checks = a.all ?? a.any;
    return `${a.all ? 'all' : 'any'} of ${checks.map(describeArtifactCheck).join(', ')}`;
}
function quote(s, max = 200) {
    return JSON.stringify((0,data/* truncate */.x)(s, max));
}
/** Up to EXCERPT chars around [at, at+len), quoted, with … where cut. */
function excerpt(text, at, len) {
    const start = Math.max(0, at - Math.floor(EXCERPT / 3));
    const end = Math.min(text.length, Math.max(at + len, start) + Math.ceil((2 * EXCERPT) / 3));
    return `${start > 0 ? '…' : ''}${JSON.stringify(text.slice(start, end))}${end < text.length ? '…' : ''}`;
}
/** The beginning and the end of a text, bounded. */
function headAndTail(text) {
    if (text.length <= EXCERPT)
        return `${JSON.stringify(text)} (${text.length} chars)`;
    const half = Math.floor(EXCERPT / 2);
    return `${JSON.stringify(text.slice(0, half))} … ${JSON.stringify(text.slice(-half))} (${text.length} chars)`;
}

// EXTERNAL MODULE: ./src/core/util/order.ts
var order = __webpack_require__(3592);
;// CONCATENATED MODULE: ./src/core/kinds/output/suite.ts
/**
 * Output suites (docs/output.md) behind the common suite interface: find the trial's record files
 * (per-task JSON records and JSONL event logs), identify each task by its `task_id` in the
 * benchmark's tasks file, and grade what the agent actually produced against the tasks file's
 * expectations. Nothing is executed; nothing a record says is used as a path or a pattern.
 *
 * Errors (never failures): unreadable or malformed records, lines of a log that are not JSON,
 * an unknown task, a task with records in two files, a benchmark regex that runs out of time.
 * A log with a bad line still has its other lines graded: those verdicts are shown, and the
 * error on the record makes the trial invalid, so no headline metric is published from it.
 */









function outputScorer(suite, benchmarkRoot, manifestFile) {
    let tasks = null;
    return {
        scoreTrial: async (input) => {
            tasks ??= (0,output_tasks/* loadOutputTasks */.Sh)(benchmarkRoot, suite.tasks, manifestFile, `suite ${suite.name}.tasks`);
            return scoreTrial(suite, await tasks, input);
        },
        close: async () => { },
    };
}
async function scoreTrial(suite, tasks, input) {
    const errors = [];
    const selected = new Set(input.catalog.map((t) => t.key));
    const limits = { maxBytes: suite.limits.record_bytes, maxDepth: suite.limits.json_depth };
    const byTask = new Map();
    const walk = await (0,fs_walk/* findFiles */.lY)(input.trialDir, (0,fs_glob/* globToRegExp */.tL)(suite.records), input.submissionRoot);
    for (const p of walk.problems)
        errors.push({ task: null, record: p.rel, stage: 'discovery', message: p.message });
    let otherTasks = 0;
    for (const file of walk.files) {
        await (0,bounded_json/* yieldToEventLoop */.h5)();
        const read = readRecordFile(file.abs, file.rel, limits, file.id);
        input.onVerdict();
        for (const p of read.problems)
            errors.push({
                task: p.task !== null && input.allTasks.has(p.task) ? p.task : null,
                record: file.rel,
                stage: 'record',
                message: p.message,
            });
        for (const record of read.records) {
            if (!input.allTasks.has(record.task)) {
                errors.push({
                    task: null,
                    record: file.rel,
                    stage: 'identity',
                    message: (0,messages/* unknownTaskMessage */.N5)('task', record.task.slice(0, 200), input.allTasks, JSON.stringify(record.task.slice(0, 200))),
                });
                continue;
            }
            if (!selected.has(record.task)) {
                otherTasks++; // --task: not scored, and not charged (docs/cli.md)
                continue;
            }
            const list = byTask.get(record.task) ?? [];
            list.push({ rel: file.rel, record });
            byTask.set(record.task, list);
        }
    }
    const verdicts = [];
    for (const [task, list] of byTask) {
        if (list.length > 1) {
            const records = list.map((f) => f.rel).join(', ');
            const message = (0,messages/* duplicateMessage */.J6)('record', task, list.map((f) => f.rel), input.trialsNotRecognised);
            for (const f of list)
                errors.push({ task, record: f.rel, stage: 'record', message });
            verdicts.push({
                task,
                record: null,
                status: 'error',
                success: null,
                message: null,
                checkpoints: null,
                error: `Duplicate record for ${task} (${records})`,
                details: {},
            });
            continue;
        }
        if (input.owns && !input.owns(task))
            continue;
        const { rel, record } = list[0];
        const grade = gradeRecord(tasks.get(task), record, {
            regexTimeoutMs: suite.limits.regex_timeout_ms,
            jsonDepth: suite.limits.json_depth,
        });
        const details = {
            graded_on: grade.graded_on,
            output_source: grade.output_source,
            output_chars: grade.output_chars,
        };
        if (grade.status === 'error') {
            errors.push({ task, record: rel, stage: 'verifier', message: grade.message });
            verdicts.push({
                task,
                record: rel,
                status: 'error',
                success: null,
                message: null,
                checkpoints: null,
                error: grade.message,
                details,
            });
        }
        else {
            verdicts.push({
                task,
                record: rel,
                status: grade.status,
                success: grade.status === 'success',
                message: grade.message,
                checkpoints: null,
                error: null,
                details,
            });
        }
    }
    verdicts.sort((0,order/* byKey */.dX)((e) => e.task));
    return {
        verdicts,
        errors,
        pending: [],
        ...(otherTasks > 0 ? { notes: [(0,kind/* otherTasksNote */.F)(otherTasks)] } : {}),
    };
}

;// CONCATENATED MODULE: ./src/core/kinds/output/kind.ts
/**
 * The output kind (docs/output.md): the tasks file's keys are the tasks; what an agent produced is
 * graded against the tasks file's expectations, without executing anything; SR.
 */








const outputKind = {
    name: 'output',
    schema: OutputSuiteSchema,
    tasksFrom: (suite) => suite.tasks,
    catalog: loadOutputCatalog,
    taskNoun: 'task',
    taskKey: (id) => id,
    validate: async (suite, at) => ({ findings: await outputTaskFindings(suite, at), checked: 'static' }),
    trialLayout: (suite) => (0,records/* globLayout */.V)([{ field: 'records', glob: suite.records }]),
    scorer: (suite, at) => outputScorer(suite, at.benchmarkRoot, at.manifestFile),
    metrics: (_suite, verdicts, expected, status) => (0,common/* successRate */.sE)(verdicts, expected, status),
    metricList: [common/* SUCCESS_RATE */.xz],
    primaryMetric: common/* SUCCESS_RATE */.xz.key,
    hiddenDetails: [],
};
/** Output suites: the keys of the tasks file (validated here, so a bad file stops every command). */
async function loadOutputCatalog(suite, at) {
    const tasks = await (0,output_tasks/* loadOutputTasks */.Sh)(at.root, suite.tasks, at.manifestFile, `${at.where}.tasks`);
    const file = external_node_path_default().join(at.root, suite.tasks);
    return [...tasks.keys()].map((key) => ({ key, file }));
}
/**
 * Output suites: the tasks file was validated when the benchmark was opened (a bad one stops
 * every command with its path named). Here: expectations that can never fail or never pass.
 */
async function outputTaskFindings(suite, at) {
    const findings = [];
    const tasks = await (0,output_tasks/* loadOutputTasks */.Sh)(at.root, suite.tasks, at.manifestFile, `suite ${suite.name}.tasks`);
    const withOutput = [...tasks.values()].filter((t) => t.output !== undefined).length;
    if (withOutput > 0 && readsOnlyEventLogs(suite.records)) {
        findings.push({
            suite: suite.name,
            task: null,
            warning: true,
            problem: `records ${JSON.stringify(suite.records)} reads only event logs, and ${withOutput} task(s) have output expectations; ` +
                'a goldfive log never carries the full output (no full_text or text_turns in any event, only taskCompleted summary and artifacts), ' +
                'so those tasks get "no output to grade" unless the logs hold agentMessage events: point records at per-task JSON records ' +
                '(an InvocationResult as a JSON dict, with the artifacts) (docs/output.md)',
        });
    }
    for (const [key, task] of tasks) {
        task.output?.forEach((check, i) => {
            if (check.regex === undefined)
                return;
            const r = runRegex(check.regex, check.flags ?? '', '', suite.limits.regex_timeout_ms);
            if (r.ok && r.match)
                findings.push({
                    suite: suite.name,
                    task: key,
                    problem: `output[${i}].regex matches the empty string, so it holds for any output`,
                });
        });
        const hasContains = task.output?.some((c) => c.contains !== undefined || c.regex !== undefined || c.exact !== undefined || c.json !== undefined);
        if (task.output && !task.artifacts && !hasContains) {
            findings.push({
                suite: suite.name,
                task: key,
                problem: 'only not_contains expectations: any output that avoids those words passes',
            });
        }
    }
    return findings;
}

// EXTERNAL MODULE: ./src/core/fs/walker.ts
var walker = __webpack_require__(7905);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
;// CONCATENATED MODULE: ./src/core/kinds/table/case-id.ts
/**
 * PrepBench case ids: `case_1`, `case-1`, `case1`, `1`, `case_001` (any case, surrounding
 * whitespace ignored) all name `case_001`. Numbers are zero-padded to at least three digits.
 */
const CASE_ID = /^case[_-]?([0-9]+)$/;
const DIGITS = /^[0-9]+$/;
/** The case number a case id names, or null when it is not a case id. */
function caseNumber(value) {
    const token = value.trim().toLowerCase();
    const digits = CASE_ID.exec(token)?.[1] ?? (DIGITS.test(token) ? token : undefined);
    if (digits === undefined)
        return null;
    const n = Number(digits);
    return Number.isSafeInteger(n) ? n : null;
}
/** Normalise a case id to `case_NNN`, or null when it is not a case id. */
function normalizeCaseId(value) {
    const n = caseNumber(value);
    return n === null ? null : `case_${String(n).padStart(3, '0')}`;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/core/kinds/table/normalize.ts
var normalize = __webpack_require__(3135);
// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: ./src/core/fs/untrusted.ts
var untrusted = __webpack_require__(3441);
;// CONCATENATED MODULE: ./src/core/kinds/table/read-csv.ts
/**
 * Read a result or ground-truth CSV exactly as PrepBench's pandas call does
 * (`pd.read_csv(path, sep=",", dtype=str, keep_default_na=False, na_filter=False)`, UTF-8 then
 * Latin-1): every cell is a string and nothing becomes NA.
 *
 * The tokenizer follows pandas' C tokenizer for that call: `,` and `"` with doubled quotes;
 * `\n`, `\r\n` and `\r` all end a line; empty and whitespace-only lines (spaces, tabs) are skipped;
 * a `"` inside an unquoted field is kept; text after a closing quote is appended (`"ab"cd` → `abcd`);
 * a short row is padded with `""`; a quote still open at the end of the file is an error.
 * The header gets pandas' names: empty → `Unnamed: i`, duplicates → `name.1`, `name.2`, …
 * A UTF-8 BOM at the start is dropped (in UTF-8 only, as pandas does).
 *
 * Checked against pandas 1.5 on every corpus file and on thousands of fuzzed inputs: identical
 * wherever pandas' C parser accepts the input, except for these deliberate differences:
 * - a data row with more fields than the header is an error here, where pandas turns a longer
 *   *first* data row into an implicit index column (shifting every value);
 * - with bare-`\r` line ends, a whitespace-led line is re-read from its own start, where pandas
 *   re-reads from the previous `\n` (duplicating rows, sometimes without end);
 * - where pandas' C parser fails, PrepBench retries with pandas' Python parser, which accepts a
 *   few degenerate files (e.g. only a BOM, or `""` lines) that are unreadable here;
 * - a header of more than MAX_COLUMNS columns is an error here (see Bounds below);
 * - a NUL byte anywhere is an error here, where pandas ends the field at it.
 *
 * Storage: the comparison engine reads a file column-wise (`readCsvColumns`): the decoded text is
 * kept as one string and the selected columns as start/end offsets into it (one Int32Array for
 * the table, see CellColumn), so a million-row table costs 8 bytes per kept cell instead of a
 * string object per cell and an array per row; columns nobody asked for are scanned (their field
 * counts still matter) but not stored. A cell becomes a string only when it is needed as one.
 * `parseCsvText`/`readCsvFile` give the row-wise table for other callers and tests.
 *
 * Bounds (a hostile file costs no more than a plain one of its size): a quoted field whose value
 * is not one slice of the text (doubled quotes, text after the closing quote) is kept as its raw
 * range and decoded when it is read, never accumulated piece by piece (a 100 MB field of `""`
 * pairs built 50 million string pieces); a header has at most MAX_COLUMNS columns; and with
 * `maxRows` (the candidate side: a row count other than the ground truth's fails anyway) rows
 * past it are counted, not stored, so short rows padded to the header's width cannot multiply
 * the memory the cells take.
 */



/** The most columns a header may have (a spreadsheet's limit); past it the file is a read error. */
const MAX_COLUMNS = 16_384;
/** Where a cell's start is in `col.offsets` (its end follows). */
function cellIndex(col, row) {
    return 2 * (row * col.stride + col.slot);
}
/** The raw string of one cell. */
function cellAt(col, row) {
    const k = 2 * (row * col.stride + col.slot);
    const s = col.offsets[k];
    if (s < 0)
        return col.extras[-1 - s];
    const e = col.offsets[k + 1];
    return e < 0 ? decodeField(col.text, s, -1 - e) : col.text.slice(s, e);
}
/** Fields up to this long are decoded with string operations; longer ones into one buffer. */
const SMALL_FIELD = 4096;
/**
 * The value of the field whose raw text is `text[start, end)` (from its first character to its
 * delimiter), as the tokenizer reads it: unquoted, the text itself; quoted, the text up to the
 * closing quote with each `""` one `"`, then whatever follows the closing quote, as it is.
 * Linear, and one flat string whatever the number of quotes (a long field is written into one
 * buffer: string replacement would build a piece per quote).
 */
function decodeField(text, start, end) {
    if (start >= end || text.charCodeAt(start) !== QUOTE)
        return text.slice(start, end);
    if (end - start <= SMALL_FIELD) {
        for (let i = start + 1;;) {
            const q = text.indexOf('"', i);
            if (q < 0 || q >= end)
                return text.slice(start + 1, end).replaceAll('""', '"'); // still open: the end of the text
            if (q + 1 < end && text.charCodeAt(q + 1) === QUOTE) {
                i = q + 2;
                continue;
            }
            return text.slice(start + 1, q).replaceAll('""', '"') + text.slice(q + 1, end);
        }
    }
    return (unquoteInto(Buffer.allocUnsafe(end - start), text, start, end) ??
        unquoteInto(new Uint16Array(end - start), text, start, end));
}
/**
 * `decodeField` of a long quoted field, written into `out`: one byte a character (a Buffer,
 * while every character is Latin-1; null when one is not) or two (a Uint16Array).
 */
function unquoteInto(out, text, start, end) {
    const oneByte = out instanceof Buffer;
    let n = 0;
    let i = start + 1;
    let closed = false;
    for (; i < end; i += 1) {
        const c = text.charCodeAt(i);
        if (!closed && c === QUOTE) {
            if (i + 1 < end && text.charCodeAt(i + 1) === QUOTE)
                i += 1; // a doubled quote is one quote
            else {
                closed = true; // the closing quote: what follows it is kept as it is
                continue;
            }
        }
        else if (oneByte && c > 0xff)
            return null;
        out[n++] = c;
    }
    return out instanceof Buffer
        ? out.toString('latin1', 0, n)
        : Buffer.from(out.buffer, out.byteOffset, 2 * n).toString('utf16le');
}
/** Whether two cells hold the same raw string, without building either. */
function sameRawCell(a, ra, b, rb) {
    const ka = 2 * (ra * a.stride + a.slot);
    const kb = 2 * (rb * b.stride + b.slot);
    const oa = a.offsets;
    const ob = b.offsets;
    const sa = oa[ka];
    const sb = ob[kb];
    const ea = oa[ka + 1];
    const eb = ob[kb + 1];
    if (sa < 0 || sb < 0 || ea < 0 || eb < 0)
        return cellAt(a, ra) === cellAt(b, rb);
    const len = ea - sa;
    if (len !== eb - sb)
        return false;
    const ta = a.text;
    const tb = b.text;
    for (let k = 0; k < len; k += 1)
        if (ta.charCodeAt(sa + k) !== tb.charCodeAt(sb + k))
            return false;
    return true;
}
/**
 * Decode as UTF-8 (BOM dropped); when the bytes are not valid UTF-8, as Latin-1 (ISO-8859-1).
 * Node's own UTF-8 check and decoder, and none at all for ASCII (a plain copy); the BOM is
 * skipped before decoding rather than cut from the text after.
 */
function decodeCsvBytes(bytes) {
    const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if ((0,external_node_buffer_.isAscii)(buf))
        return { text: buf.toString('latin1'), encoding: 'utf-8' };
    if ((0,external_node_buffer_.isUtf8)(buf)) {
        const bom = buf.length >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf ? 3 : 0;
        return { text: buf.toString('utf8', bom), encoding: 'utf-8' };
    }
    return { text: buf.toString('latin1'), encoding: 'latin-1' };
}
const COMMA = 0x2c;
const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const TAB = 0x09;
// Tokenizer states (plain numbers: the switch below is the hot loop).
const START_RECORD = 0;
const START_FIELD = 1;
const IN_FIELD = 2;
const IN_QUOTED_FIELD = 3;
const QUOTE_IN_QUOTED_FIELD = 4;
const EAT_CRNL = 5;
const EAT_CRNL_NOP = 6;
const WHITESPACE_LINE = 7;
/** Rows the offsets make room for at first, at most (they double when full). */
const INITIAL_ROWS_BOUND = 1 << 16;
/** Lines ended by \n, plus one, counted up to `limit`: room for every row, unless lines end with a bare \r. */
function countLines(text, limit) {
    let count = 1;
    for (let i = text.indexOf('\n'); i >= 0 && count < limit; i = text.indexOf('\n', i + 1))
        count += 1;
    return count;
}
/**
 * The tokenizer: pandas' C tokenizer state machine for PrepBench's options (`record`), with a
 * fast path for the usual data line (`lines`). A field's value is tracked as a range of the text
 * while it is one contiguous slice, and only becomes a string when it is not (doubled quotes,
 * text after a closing quote). With a selector, the first record is the header and only the
 * selected columns of the data records are stored; without, every record is kept as strings.
 */
class Scanner {
    text;
    select;
    maxRows;
    n;
    raw;
    records = [];
    /** Fields of the record being read, when they are collected as strings (raw mode, or the header). */
    collect = [];
    columns = [];
    width = 0;
    /** Per header position, its slot among the kept columns (−1: not kept). */
    slotOf = new Int32Array(0);
    /** Where cells are written: `slotOf` while rows are stored, all −1 once past `maxRows`. */
    writeSlot = new Int32Array(0);
    /** How many columns are kept. */
    kept = 0;
    /** Cell offsets of the kept columns, row by row (see CellColumn). */
    offsets = new Int32Array(0);
    /** Rows the offsets have room for. */
    capacity = 0;
    /** Completed records, the header included. */
    recordCount = 0;
    /** Completed data rows. */
    rowNo = 0;
    /** Completed fields of the current record. */
    fieldNo = 0;
    tooLong = null;
    /** Set when the text ends inside a quoted field. */
    quoteError = null;
    /** Set when the file cannot be read at all (the scan stops there). */
    fatal = null;
    // The current field: its value's range [fs, fe) of the text while that is one slice; once it
    // is not (`escaped`), its raw text [rawStart, delimiter) is kept instead, decoded when read.
    fs = -1;
    fe = -1;
    escaped = false;
    rawStart = 0;
    state = START_RECORD;
    quoteLine = 0;
    // Next positions of a \n, a \r and a comma at or after the last look (−1: not looked yet).
    nextLf = -1;
    nextCr = -1;
    nextComma = -1;
    constructor(text, select, maxRows) {
        this.text = text;
        this.select = select;
        this.maxRows = maxRows;
        this.n = text.length;
        this.raw = select === undefined;
    }
    run(from) {
        const n = this.n;
        let i = from;
        while (i < n && this.fatal === null) {
            if (this.collect === null) {
                i = this.lines(i);
                if (i >= n)
                    break;
            }
            i = this.record(i);
        }
        if (this.fatal === null)
            this.finish();
    }
    append(a, b) {
        if (a === b || this.escaped)
            return;
        if (this.fs < 0) {
            this.fs = a;
            this.fe = b;
        }
        else if (this.fe === a)
            this.fe = b;
        else
            this.escaped = true;
    }
    /** The current field ends at `end` (its delimiter, or the end of the text). */
    endField(end) {
        if (this.collect !== null) {
            if (this.recordCount === 0 && !this.raw && this.fieldNo >= MAX_COLUMNS) {
                // A header past the bound: count its fields (for the message), store none.
            }
            else
                this.collect.push(this.escaped
                    ? decodeField(this.text, this.rawStart, end)
                    : this.fs < 0
                        ? ''
                        : this.text.slice(this.fs, this.fe));
        }
        else if (this.fieldNo < this.width) {
            const slot = this.writeSlot[this.fieldNo];
            if (slot >= 0) {
                const k = 2 * (this.rowNo * this.kept + slot);
                if (this.escaped) {
                    this.offsets[k] = this.rawStart;
                    this.offsets[k + 1] = -1 - end;
                }
                else if (this.fs >= 0) {
                    this.offsets[k] = this.fs;
                    this.offsets[k + 1] = this.fe;
                }
            }
        }
        this.fieldNo += 1;
        this.fs = -1;
        this.escaped = false;
    }
    endLine() {
        if (this.raw) {
            this.records.push(this.collect);
            this.collect = [];
        }
        else if (this.recordCount === 0) {
            if (this.fieldNo > MAX_COLUMNS) {
                this.fatal = `the header has ${this.fieldNo} columns, more than the ${MAX_COLUMNS} a table may have`;
                return;
            }
            this.columns = dedupeNames(this.collect.map((name, i) => (name === '' ? `Unnamed: ${i}` : name)));
            this.width = this.columns.length;
            this.collect = null;
            const keep = this.select(this.columns);
            this.slotOf = new Int32Array(this.width);
            let kept = 0;
            for (let i = 0; i < this.width; i += 1)
                this.slotOf[i] = keep === true || keep[i] === true ? kept++ : -1;
            this.kept = kept;
            this.writeSlot = this.maxRows > 0 ? this.slotOf.slice() : new Int32Array(this.width).fill(-1);
            // Room for every line, up to a bound: blank lines count as lines, and the offsets grow anyway.
            this.capacity =
                kept === 0 || this.maxRows === 0
                    ? 0
                    : Math.max(16, Math.min(countLines(this.text, INITIAL_ROWS_BOUND), this.maxRows));
            this.offsets = new Int32Array(2 * kept * this.capacity);
        }
        else
            this.endRow(this.fieldNo);
        this.recordCount += 1;
        this.fieldNo = 0;
    }
    /** A data row of `fields` fields is complete (fields past the header are not stored). */
    endRow(fields) {
        // The first row longer than the header makes the file unreadable.
        if (fields > this.width && this.tooLong === null)
            this.tooLong = `data row ${this.rowNo} has ${fields} fields but the header has ${this.width}`;
        this.rowNo += 1;
        if (this.rowNo === this.maxRows) {
            // Past the bound, rows are counted only: no cell is written, the offsets stop growing.
            this.writeSlot.fill(-1);
        }
        else if (this.rowNo >= this.capacity && this.kept > 0 && this.rowNo < this.maxRows) {
            this.capacity = Math.min(this.capacity * 2, this.maxRows);
            const o = new Int32Array(2 * this.kept * this.capacity);
            o.set(this.offsets);
            this.offsets = o;
        }
    }
    /**
     * Data records from i on whose fields are plain or simply quoted (`"…"` with no doubled quote,
     * nothing after the closing quote, no line break inside), ended by \n, \r\n or \r: such a
     * field is the text between commas, or between its quotes, found with indexOf rather than char
     * by char. Returns where a record needs the full state machine (or the end of the text).
     */
    lines(from) {
        const text = this.text;
        const n = this.n;
        const slotOf = this.writeSlot;
        const kept = this.kept;
        const width = this.width;
        let i = from;
        while (i < n) {
            const c = text.charCodeAt(i);
            if (c === LF || c === CR || c === SPACE || c === TAB)
                return i; // blank-line rules
            let nextLf = this.nextLf;
            if (nextLf < i) {
                nextLf = text.indexOf('\n', i);
                if (nextLf < 0)
                    nextLf = n;
                this.nextLf = nextLf;
            }
            let nextCr = this.nextCr;
            if (nextCr < i) {
                nextCr = text.indexOf('\r', i);
                if (nextCr < 0)
                    nextCr = n;
                this.nextCr = nextCr;
            }
            // The record ends at the first \n or \r; a \n right after that \r goes with it.
            const contentEnd = nextCr < nextLf ? nextCr : nextLf;
            const next = nextCr < nextLf && nextCr + 1 === nextLf ? nextLf + 1 : contentEnd + 1;
            const offsets = this.offsets;
            const base = this.rowNo * kept;
            let nextComma = this.nextComma;
            let p = i;
            let f = 0;
            for (;;) {
                let start = p;
                let end; // the field's delimiter: a comma or contentEnd
                let stop; // the end of its value
                if (p < contentEnd && text.charCodeAt(p) === QUOTE) {
                    const q = text.indexOf('"', p + 1);
                    if (q < 0 || q >= contentEnd || (q + 1 < contentEnd && text.charCodeAt(q + 1) !== COMMA)) {
                        // Not a simple quoted field: undo this row and leave the line to the state machine.
                        offsets.fill(0, 2 * base, 2 * (base + kept));
                        this.nextComma = nextComma;
                        return i;
                    }
                    start = p + 1;
                    stop = q;
                    end = q + 1;
                }
                else {
                    if (nextComma < p) {
                        nextComma = text.indexOf(',', p);
                        if (nextComma < 0)
                            nextComma = n;
                    }
                    end = nextComma < contentEnd ? nextComma : contentEnd;
                    stop = end;
                }
                if (f < width && stop > start) {
                    const slot = slotOf[f];
                    if (slot >= 0) {
                        offsets[2 * (base + slot)] = start;
                        offsets[2 * (base + slot) + 1] = stop;
                    }
                }
                f += 1;
                if (end === contentEnd)
                    break;
                p = end + 1;
            }
            this.nextComma = nextComma;
            this.endRow(f);
            this.recordCount += 1;
            i = next;
        }
        return i;
    }
    /** The state machine, from the start of a record until the next record start (or the end). */
    record(from) {
        const text = this.text;
        const n = this.n;
        let state = this.state;
        let lineStart = from;
        let i = from;
        while (i < n) {
            const c = text.charCodeAt(i);
            switch (state) {
                case START_RECORD:
                    if (i > from) {
                        this.state = START_RECORD;
                        return i;
                    }
                    lineStart = i;
                    if (c === LF) {
                        i += 1; // empty line: skipped
                        continue;
                    }
                    if (c === CR) {
                        state = EAT_CRNL_NOP;
                        i += 1;
                        continue;
                    }
                    if (c === SPACE || c === TAB) {
                        state = WHITESPACE_LINE;
                        i += 1;
                        continue;
                    }
                    state = START_FIELD;
                    continue; // same character, as the start of a field
                case WHITESPACE_LINE:
                    if (c === LF)
                        state = START_RECORD;
                    else if (c === CR)
                        state = EAT_CRNL_NOP;
                    else if (c !== SPACE && c !== TAB) {
                        // Not a blank line after all: read it again from its start as ordinary fields.
                        i = lineStart;
                        state = START_FIELD;
                        continue;
                    }
                    i += 1;
                    continue;
                case EAT_CRNL_NOP:
                    // After a skipped blank line ended by \r, pandas drops a following \n or delimiter.
                    state = START_RECORD;
                    if (c === LF || c === COMMA)
                        i += 1;
                    continue;
                case EAT_CRNL:
                    this.endLine();
                    state = START_RECORD;
                    if (c === LF)
                        i += 1;
                    continue;
                case START_FIELD:
                    this.rawStart = i; // every character read here is the first of a field
                    if (c === LF) {
                        this.endField(i);
                        this.endLine();
                        state = START_RECORD;
                    }
                    else if (c === CR) {
                        this.endField(i);
                        state = EAT_CRNL;
                    }
                    else if (c === QUOTE) {
                        state = IN_QUOTED_FIELD;
                        this.quoteLine = this.recordCount;
                    }
                    else if (c === COMMA) {
                        this.endField(i);
                    }
                    else {
                        state = IN_FIELD;
                        continue; // same character, as field content
                    }
                    i += 1;
                    continue;
                case IN_FIELD: {
                    let j = i + 1; // text[i] is content
                    let d = 0;
                    while (j < n) {
                        d = text.charCodeAt(j);
                        if (d === COMMA || d === LF || d === CR)
                            break;
                        j += 1;
                    }
                    this.append(i, j);
                    if (j >= n) {
                        i = j;
                        continue;
                    }
                    this.endField(j);
                    if (d === COMMA)
                        state = START_FIELD;
                    else if (d === LF) {
                        this.endLine();
                        state = START_RECORD;
                    }
                    else
                        state = EAT_CRNL;
                    i = j + 1;
                    continue;
                }
                case IN_QUOTED_FIELD: {
                    const j = text.indexOf('"', i);
                    if (j < 0) {
                        this.append(i, n);
                        i = n;
                        continue;
                    }
                    this.append(i, j);
                    state = QUOTE_IN_QUOTED_FIELD;
                    i = j + 1;
                    continue;
                }
                case QUOTE_IN_QUOTED_FIELD:
                    if (c === QUOTE) {
                        this.append(i, i + 1); // a doubled quote is one quote
                        state = IN_QUOTED_FIELD;
                    }
                    else if (c === COMMA) {
                        this.endField(i);
                        state = START_FIELD;
                    }
                    else if (c === LF) {
                        this.endField(i);
                        this.endLine();
                        state = START_RECORD;
                    }
                    else if (c === CR) {
                        this.endField(i);
                        state = EAT_CRNL;
                    }
                    else {
                        state = IN_FIELD;
                        continue; // text after a closing quote joins the field
                    }
                    i += 1;
                    continue;
            }
        }
        this.state = state;
        return i;
    }
    /** The end of the text, in whatever state the last record left. */
    finish() {
        switch (this.state) {
            case IN_QUOTED_FIELD:
                this.quoteError = `not valid CSV: end of file inside a quoted field starting in record ${this.quoteLine + 1}`;
                break;
            case START_FIELD:
            case IN_FIELD:
            case QUOTE_IN_QUOTED_FIELD:
                this.endField(this.n);
                this.endLine();
                break;
            case EAT_CRNL:
                this.endLine();
                break;
            default:
                break;
        }
        this.state = START_RECORD;
    }
}
function scan(text, from, select, maxRows = Infinity) {
    const s = new Scanner(text, select, maxRows);
    s.run(from);
    if (s.fatal !== null)
        return { ok: false, reason: s.fatal };
    if (s.quoteError !== null)
        return { ok: false, reason: s.quoteError };
    if (select === undefined)
        return { ok: true, records: s.records };
    if (s.recordCount === 0)
        return { ok: false, reason: 'no columns to parse (empty file)' };
    if (s.tooLong !== null)
        return { ok: false, reason: s.tooLong };
    return { ok: true, columns: s.columns, rowCount: s.rowNo, slotOf: s.slotOf, kept: s.kept, offsets: s.offsets };
}
/** Split CSV text into records of fields, as pandas' C tokenizer does for PrepBench's options. */
function tokenizeCsv(text) {
    const r = scan(text, 0, undefined);
    if (!r.ok)
        return r;
    return 'records' in r ? r : { ok: true, records: [] };
}
/** pandas' duplicate-name mangling: `a, a, a` → `a, a.1, a.2`. */
function dedupeNames(names) {
    const counts = new Map();
    return names.map((original) => {
        let name = original;
        let count = counts.get(name) ?? 0;
        while (count > 0) {
            counts.set(name, count + 1);
            name = `${name}.${count}`;
            count = counts.get(name) ?? 0;
        }
        counts.set(name, count + 1);
        return name;
    });
}
const NO_EXTRAS = [];
/** Where the first NUL byte is, and what to do about it. */
function nulReason(text, at) {
    let line = 1;
    for (let i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1))
        line += 1;
    return `the file holds a NUL byte (line ${line}), which PrepBench's evaluator (pandas) reads as the end of its field: remove the NUL bytes (a file written as UTF-16 is full of them: write it as UTF-8)`;
}
function scanColumns(text, from, encoding, select, maxRows = Infinity) {
    // pandas ends a field at a NUL byte (its C strings); rather than guess which bytes that drops,
    // a NUL is a named read error (docs/prepbench-parity.md).
    const nul = text.indexOf('\0', from);
    if (nul >= 0)
        return { ok: false, reason: nulReason(text, nul) };
    const r = scan(text, from, select, maxRows);
    if (!r.ok)
        return r;
    if ('records' in r)
        return { ok: false, reason: 'internal: unexpected record list' };
    const { columns, rowCount, slotOf, kept } = r;
    // More rows than were stored: the count is all there is.
    if (rowCount > maxRows)
        return { ok: true, table: { columns, rowCount, cells: columns.map(() => undefined), encoding } };
    const extras = NO_EXTRAS;
    // Trim the spare capacity only when it is large (a copy costs as much as it saves).
    const used = 2 * kept * rowCount;
    const offsets = r.offsets.length > used * 2 + 4096 ? r.offsets.slice(0, used) : r.offsets;
    const cells = columns.map((_, i) => {
        const slot = slotOf[i];
        return slot < 0 ? undefined : { text, offsets, stride: kept, slot, extras };
    });
    return { ok: true, table: { columns, rowCount, cells, encoding } };
}
/** Parse CSV text column-wise, keeping the columns `select` picks (and the cells of at most `maxRows` rows, see ReadCsvOptions). */
function parseCsvColumns(text, encoding, select, maxRows = Infinity) {
    return scanColumns(text, 0, encoding, select, maxRows);
}
/** Read and decode an open file; its bytes are garbage once this returns (the cells refer to the text only). */
function readText(fd, size) {
    const buf = Buffer.allocUnsafe(size);
    let off = 0;
    while (off < size) {
        const got = (0,external_node_fs_.readSync)(fd, buf, off, size - off, off);
        if (got === 0)
            break;
        off += got;
    }
    return decodeCsvBytes(buf.subarray(0, off));
}
/** This reader's wording of the untrusted reader's problems (the new ones in the reader's own words). */
function reasonOf(problem, maxBytes) {
    switch (problem.kind) {
        case 'symlink':
            return 'is a symbolic link, which is not followed';
        case 'missing':
        case 'open':
            return `cannot open (${problem.code ?? 'error'})`;
        case 'too-big':
            return `${problem.size} bytes exceeds the ${maxBytes}-byte limit`;
        case 'read':
            return `cannot read (${problem.code ?? 'error'})`;
        case 'not-regular':
            return problem.message === 'is not a regular file' ? 'not a regular file' : problem.message;
        default:
            return problem.message;
    }
}
/** Opens a CSV: an untrusted one (`noFollow`) through the one untrusted reader (fs/untrusted.ts), a trusted one as given. */
function openCsv(filePath, options) {
    if (options.noFollow) {
        const opened = (0,untrusted/* openUntrusted */.BY)(filePath, options.maxBytes, options.expect);
        return opened.ok ? opened : { ok: false, reason: reasonOf(opened.problem, options.maxBytes) };
    }
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(filePath, external_node_fs_.constants.O_RDONLY);
    }
    catch (e) {
        return { ok: false, reason: `cannot open (${e.code ?? String(e)})` };
    }
    try {
        const st = (0,external_node_fs_.fstatSync)(fd);
        let reason = null;
        if (!st.isFile())
            reason = 'not a regular file';
        else if (st.size > options.maxBytes)
            reason = `${st.size} bytes exceeds the ${options.maxBytes}-byte limit`;
        if (reason === null)
            return { ok: true, fd, size: st.size };
        (0,external_node_fs_.closeSync)(fd);
        return { ok: false, reason };
    }
    catch (e) {
        (0,external_node_fs_.closeSync)(fd);
        return { ok: false, reason: `cannot read (${e.code ?? String(e)})` };
    }
}
/** Read a CSV file column-wise, keeping the columns `select` picks (see readCsvFile). */
function readCsvColumns(filePath, options, select) {
    const opened = openCsv(filePath, options);
    if (!opened.ok)
        return opened;
    const { fd, size } = opened;
    try {
        const { text, encoding } = readText(fd, size);
        return scanColumns(text, 0, encoding, select, options.maxRows ?? Infinity);
    }
    catch (e) {
        return { ok: false, reason: `cannot read (${e.code ?? String(e)})` };
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}

;// CONCATENATED MODULE: ./src/core/kinds/table/align.ts
/**
 * Row alignment by key, with PrepBench's semantics (docs/table-suites.md) in O(n log n):
 *
 * - A row's key is the tuple of its normalised key cells; a duplicate key on either side is
 *   NON_UNIQUE_KEY (the first duplicate in row order is reported).
 * - GT rows are taken in order. An unmatched candidate with exactly the same key wins.
 *   Otherwise the candidates are those whose number parts lie within tolerance of the GT's and
 *   whose other parts are equal (an empty part only matches an empty part): none is a missing
 *   key, more than one is "multiple matches". Candidates left over are "extra keys".
 *
 * Keys are kept column-wise (`KeyTable`), with no per-row tuple, object or string: a number key
 * column is a Float64Array plus an "empty" flag array, any other column an Int32Array of codes
 * from a dictionary shared by both sides (equal codes ⇔ equal normalised values; a raw cell seen
 * before is not normalised again, and a candidate row whose raw key cells are those of the GT row
 * at the same position takes its codes). Exact keys go through an open-addressing hash table over
 * row numbers, hashed from those arrays. For the tolerance fallback, candidates
 * are bucketed by their non-number parts, and each number part is kept sorted: the GT value's
 * tolerance window is found by binary search, exactly as PrepBench computes it
 * (`[v·(1−tol), v/(1−tol)]`, or `[−tol, tol]` for 0, then the strict `<` test), and matched
 * candidates are skipped with path-compressed "next unmatched" pointers, so no step compares
 * all pairs.
 */


/**
 * The dictionary of one non-number key column, shared by the GT and candidate sides:
 * normalised value → code, and raw cell → code, so that a cell seen before (the usual case
 * for key columns) costs one hash lookup and is not normalised again.
 */
class KeyCoder {
    type;
    codes = new Map();
    /** code → normalised value */
    values = [];
    memo = new Map();
    normalize;
    constructor(type) {
        this.type = type;
        this.normalize = (0,normalize/* normalizerFor */.rV)(type);
    }
    /** The code of a normalised value. */
    codeOf(v) {
        let code = this.codes.get(v);
        if (code === undefined) {
            code = this.values.length;
            this.values.push(v);
            this.codes.set(v, code);
        }
        return code;
    }
    /** The code of a raw cell (throws what the normaliser throws). */
    encode(raw) {
        let code = this.memo.get(raw);
        if (code === undefined) {
            code = this.codeOf(this.normalize(raw));
            this.memo.set(raw, code);
        }
        return code;
    }
}
const NO_NUMBERS = new Float64Array(0);
const NO_FLAGS = new Uint8Array(0);
const NO_CODES = new Int32Array(0);
/**
 * One normalised key column: numbers in a Float64Array (with an "empty" flag), anything else as
 * codes of its coder. One class for both, so that code reading parts sees a single shape.
 */
class KeyPart {
    isNumber;
    values;
    empty;
    codes;
    coder;
    constructor(isNumber, values, empty, codes, coder) {
        this.isNumber = isNumber;
        this.values = values;
        this.empty = empty;
        this.codes = codes;
        this.coder = coder;
    }
    static numbers(size) {
        return new KeyPart(true, new Float64Array(size), new Uint8Array(size), NO_CODES, null);
    }
    static coded(size, coder) {
        return new KeyPart(false, NO_NUMBERS, NO_FLAGS, new Int32Array(size), coder);
    }
    /** The normalised value of a row. */
    valueAt(row) {
        return this.isNumber ? (this.empty[row] === 1 ? null : this.values[row]) : this.coder.values[this.codes[row]];
    }
}
/** The key tuple of one row. */
function keyTupleAt(keys, row) {
    return keys.parts.map((p) => p.valueAt(row));
}
// --- hashing (murmur3's 32-bit mixing) ---
const f64 = new Float64Array(1);
const u32 = new Uint32Array(f64.buffer);
function mix(h, x) {
    let k = Math.imul(x, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, 0x1b873593);
    h ^= k;
    h = (h << 13) | (h >>> 19);
    return (Math.imul(h, 5) + 0xe6546b64) | 0;
}
function finish(h) {
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    return h ^ (h >>> 16);
}
/** Hash every row's key; flag rows with a NaN part. */
function hashRows(size, parts, hashes, unmatchable) {
    hashes.fill(0x3c6ef372);
    for (const part of parts) {
        if (!part.isNumber) {
            const codes = part.codes;
            for (let r = 0; r < size; r += 1)
                hashes[r] = mix(hashes[r], codes[r]);
        }
        else {
            const { values, empty } = part;
            for (let r = 0; r < size; r += 1) {
                let h = hashes[r];
                if (empty[r] === 1)
                    h = mix(h, 0x7ff80001);
                else {
                    const v = values[r];
                    if (v !== v)
                        unmatchable[r] = 1;
                    f64[0] = v === 0 ? 0 : v; // -0 is 0
                    h = mix(mix(h, u32[0]), u32[1]);
                }
                hashes[r] = h;
            }
        }
    }
    for (let r = 0; r < size; r += 1)
        hashes[r] = finish(hashes[r]);
}
/** Whether row a of table A and row b of table B have equal keys (same key columns, shared coders). */
function sameKey(A, a, B, b) {
    const pa = A.parts;
    const pb = B.parts;
    for (let p = 0; p < pa.length; p += 1) {
        const x = pa[p];
        const y = pb[p];
        if (!x.isNumber) {
            if (x.codes[a] !== y.codes[b])
                return false;
        }
        else {
            const ex = x.empty[a] === 1;
            if (ex !== (y.empty[b] === 1))
                return false;
            if (!ex && x.values[a] !== y.values[b])
                return false;
        }
    }
    return true;
}
function tableSize(n) {
    let size = 16;
    while (size < n * 2)
        size *= 2;
    return size;
}
/** Row of `keys` with the same key as row g of `probe`, or −1 (`keys.slots` must be set). */
function lookup(keys, probe, g) {
    const slots = keys.slots;
    const mask = slots.length - 1;
    const h = probe.hashes[g];
    for (let i = h & mask;; i = (i + 1) & mask) {
        const s = slots[i];
        if (s === 0)
            return -1;
        const e = s - 1;
        if (keys.hashes[e] === h && sameKey(probe, g, keys, e))
            return e;
    }
}
/** Enter rows [0, limit) into the hash table, in order: the first row whose key is already there, or −1. */
function insertRows(keys, limit) {
    const { hashes, unmatchable } = keys;
    const slots = keys.slots;
    const mask = slots.length - 1;
    for (let r = 0; r < limit; r += 1) {
        if (unmatchable[r] === 1)
            continue; // a NaN part: unique by definition
        const h = hashes[r];
        let i = h & mask;
        for (let s = slots[i]; s !== 0; i = (i + 1) & mask, s = slots[i]) {
            if (hashes[s - 1] === h && sameKey(keys, s - 1, keys, r))
                return r;
        }
        slots[i] = r + 1;
    }
    return -1;
}
/** Normalise the cells of rows [0, limit) of one key column into its part. */
function fillPart(part, cells, cellOf, limit, ref) {
    if (part.isNumber) {
        const { values, empty } = part;
        if (cells !== undefined) {
            const { text, offsets } = cells;
            for (let r = 0; r < limit; r += 1) {
                const k = cellIndex(cells, r);
                const s = offsets[k];
                const e = offsets[k + 1];
                let v = s >= 0 && e >= 0 ? (0,normalize/* fastPlainDecimal */.q0)(text, s, e) : undefined;
                if (v === undefined)
                    v = (0,normalize/* normalizeNumber */.Jo)(cellAt(cells, r));
                if (v === null)
                    empty[r] = 1;
                else
                    values[r] = v;
            }
        }
        else {
            for (let r = 0; r < limit; r += 1) {
                const raw = cellOf?.(r);
                const v = raw === undefined ? null : (0,normalize/* normalizeNumber */.Jo)(raw);
                if (v === null)
                    empty[r] = 1;
                else
                    values[r] = v;
            }
        }
        return { invalidRow: limit };
    }
    const codes = part.codes;
    const coder = part.coder;
    let r = 0;
    try {
        // A cell with the same raw text as the one above it (key columns are often grouped) has its
        // code, and so has one with the same raw text as the reference row's (the same shape and coder).
        if (cells !== undefined && ref !== undefined && !ref.part.isNumber) {
            const refCodes = ref.part.codes;
            const refCells = ref.cells;
            for (; r < limit; r += 1) {
                if (sameRawCell(refCells, r, cells, r))
                    codes[r] = refCodes[r];
                else if (r > 0 && sameRawCell(cells, r - 1, cells, r))
                    codes[r] = codes[r - 1];
                else
                    codes[r] = coder.encode(cellAt(cells, r));
            }
        }
        else if (cells !== undefined) {
            for (; r < limit; r += 1) {
                if (r > 0 && sameRawCell(cells, r - 1, cells, r))
                    codes[r] = codes[r - 1];
                else
                    codes[r] = coder.encode(cellAt(cells, r));
            }
        }
        else {
            const nullCode = coder.codeOf(null);
            for (; r < limit; r += 1) {
                const raw = cellOf?.(r);
                codes[r] = raw === undefined ? nullCode : coder.encode(raw);
            }
        }
    }
    catch (error) {
        return { invalidRow: r, error };
    }
    return { invalidRow: limit };
}
/**
 * Normalise every row's key and check uniqueness, column-wise. As PrepBench does, the first
 * problem in row order wins: an invalid key cell (the first key column in order, within its row)
 * or a duplicate key (the first repeated row). With `keepIndex`, the hash table stays in the
 * result (the candidate side needs it for alignment). `coders` (one per non-number key column,
 * shared with the other side) are created when not given.
 */
function buildKeyTable(rowCount, sources, coders, keepIndex = true, 
/** The other side's complete key table over the same key columns and coders, and its sources: row r's codes are reused where its raw cells are the same. */
reference) {
    const parts = sources.map((src, p) => src.type === 'number' ? KeyPart.numbers(rowCount) : KeyPart.coded(rowCount, coders?.[p] ?? new KeyCoder(src.type)));
    // Column by column; a column stops at its first invalid cell, and later columns stop there too.
    let limit = rowCount;
    let invalidColumn = -1;
    let invalidError;
    sources.forEach((src, p) => {
        // Rows from `limit` on are not needed: an earlier column (first in its row) or an earlier row is already invalid.
        const refPart = reference?.keys.parts[p];
        const refCells = reference?.sources[p]?.cells;
        const ref = refPart !== undefined && refCells !== undefined && reference.keys.size >= limit
            ? { part: refPart, cells: refCells }
            : undefined;
        const filled = fillPart(parts[p], 'cells' in src ? src.cells : undefined, 'cell' in src ? src.cell : undefined, limit, ref);
        if (filled.invalidRow < limit) {
            limit = filled.invalidRow;
            invalidColumn = p;
            invalidError = filled.error;
        }
    });
    // Rows before `limit` are valid: hash them and look for the first duplicate.
    const hashes = new Int32Array(rowCount);
    const unmatchable = new Uint8Array(rowCount);
    hashRows(limit, parts, hashes, unmatchable);
    const slots = new Int32Array(tableSize(rowCount));
    const keys = { size: rowCount, parts, hashes, unmatchable, slots };
    const duplicate = insertRows(keys, limit);
    if (duplicate >= 0)
        return {
            kind: 'duplicate',
            row: duplicate,
            firstRow: lookup(keys, keys, duplicate),
            key: keyTupleAt(keys, duplicate),
        };
    if (invalidColumn >= 0) {
        const src = sources[invalidColumn];
        const raw = 'cells' in src ? (src.cells === undefined ? '' : cellAt(src.cells, limit)) : (src.cell(limit) ?? '');
        return {
            kind: 'invalid',
            row: limit,
            column: src.name,
            type: src.type,
            raw,
            message: invalidError.message,
        };
    }
    return { kind: 'ok', keys: keepIndex ? keys : { size: rowCount, parts, hashes, unmatchable } };
}
/** Give a key table its hash table (keys should be unique; of equal ones the last wins, as with a Map). */
function withIndex(keys) {
    if (keys.slots)
        return keys;
    const slots = new Int32Array(tableSize(keys.size));
    const mask = slots.length - 1;
    for (let r = 0; r < keys.size; r += 1) {
        if (keys.unmatchable[r] === 1)
            continue;
        const h = keys.hashes[r];
        let i = h & mask;
        for (let s = slots[i]; s !== 0; i = (i + 1) & mask, s = slots[i]) {
            if (keys.hashes[s - 1] === h && sameKey(keys, s - 1, keys, r))
                break;
        }
        slots[i] = r + 1;
    }
    return { ...keys, slots };
}
/** A sorted view of one number part within a bucket, with "next unmatched" skip pointers. */
class SortedPart {
    values;
    entries;
    next;
    /** `entries` in row order; sorted here by value, ties in row order. */
    constructor(entries, source) {
        const order = Int32Array.from(entries).sort((a, b) => {
            const x = source[a];
            const y = source[b];
            return x < y ? -1 : x > y ? 1 : a - b;
        });
        this.entries = order;
        this.values = new Float64Array(order.length);
        for (let i = 0; i < order.length; i += 1)
            this.values[i] = source[order[i]];
        this.next = new Int32Array(order.length + 1);
        for (let i = 0; i <= order.length; i += 1)
            this.next[i] = i;
    }
    /** First position ≥ i still unmatched (path-compressed). */
    find(i) {
        const next = this.next;
        let root = i;
        while (next[root] !== root)
            root = next[root];
        let cur = i;
        while (cur !== root) {
            const nxt = next[cur];
            next[cur] = root;
            cur = nxt;
        }
        return root;
    }
    remove(position) {
        this.next[position] = position + 1;
    }
    /** First index with value ≥ x (Python's bisect_left). */
    lowerBound(x) {
        let lo = 0;
        let hi = this.values.length;
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (this.values[mid] < x)
                lo = mid + 1;
            else
                hi = mid;
        }
        return lo;
    }
    /** First index with value > x (Python's bisect_right). */
    upperBound(x) {
        let lo = 0;
        let hi = this.values.length;
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (x < this.values[mid])
                hi = mid;
            else
                lo = mid + 1;
        }
        return lo;
    }
}
/** PrepBench's candidate window for a number key part (inclusive; the strict test follows). */
function toleranceWindow(v, tolerance) {
    if (v === 0)
        return [-tolerance, tolerance];
    const a = v * (1 - tolerance);
    const b = v / (1 - tolerance);
    return [Math.min(a, b), Math.max(a, b)];
}
/** The identity of a row's bucket: its non-number parts, and which number parts are empty. */
function bucketKey(keys, row) {
    let id = '';
    for (const part of keys.parts) {
        if (part.isNumber)
            id += part.empty[row] === 1 ? 'e,' : 'v,';
        else
            id += `${part.codes[row]},`;
    }
    return id;
}
/** Whether GT row g and candidate row e match with tolerance on number parts. */
function rowsMatchWithTolerance(gt, g, cand, e, tolerance) {
    for (let p = 0; p < gt.parts.length; p += 1) {
        const a = gt.parts[p];
        const b = cand.parts[p];
        if (a.isNumber) {
            const ea = a.empty[g] === 1;
            const eb = b.empty[e] === 1;
            if (ea && eb)
                continue;
            if (ea || eb)
                return false;
            if (!(0,normalize/* numbersClose */.bo)(a.values[g], b.values[e], tolerance))
                return false;
        }
        else if (a.codes[g] !== b.codes[e])
            return false;
    }
    return true;
}
/** The candidates of the tolerance fallback, bucketed; built from the candidates still unmatched. */
class ToleranceIndex {
    cand;
    matched;
    numberParts;
    buckets = new Map();
    bucketOf;
    /** Per number part: each candidate's position in its bucket's sorted view (−1: none). */
    positions;
    constructor(cand, matched, numberParts) {
        this.cand = cand;
        this.matched = matched;
        this.numberParts = numberParts;
        this.bucketOf = new Array(cand.size).fill(undefined);
        this.positions = numberParts.map(() => new Int32Array(cand.size).fill(-1));
        for (let e = 0; e < cand.size; e += 1) {
            if (matched[e] === 1)
                continue;
            const id = bucketKey(cand, e);
            let bucket = this.buckets.get(id);
            if (!bucket) {
                bucket = { members: [], pending: numberParts.map(() => []), parts: numberParts.map(() => undefined) };
                this.buckets.set(id, bucket);
            }
            bucket.members.push(e);
            this.bucketOf[e] = bucket;
            for (let q = 0; q < numberParts.length; q += 1) {
                const part = cand.parts[numberParts[q]];
                if (part === undefined || !part.isNumber || part.empty[e] === 1 || Number.isNaN(part.values[e]))
                    continue;
                bucket.pending[q].push(e);
            }
        }
        for (const bucket of this.buckets.values()) {
            numberParts.forEach((p, q) => {
                const pending = bucket.pending[q];
                const part = cand.parts[p];
                if (pending.length === 0 || part === undefined || !part.isNumber)
                    return;
                const sorted = new SortedPart(pending, part.values);
                bucket.parts[q] = sorted;
                const pos = this.positions[q];
                for (let i = 0; i < sorted.entries.length; i += 1)
                    pos[sorted.entries[i]] = i;
                pending.length = 0;
            });
        }
    }
    /** A candidate got matched: skip it from now on. */
    remove(e) {
        const bucket = this.bucketOf[e];
        if (!bucket)
            return;
        for (let q = 0; q < this.numberParts.length; q += 1) {
            const pos = this.positions[q][e];
            if (pos >= 0)
                bucket.parts[q]?.remove(pos);
        }
    }
    /** Unmatched candidates within tolerance of GT row g; stops once `limit` are found. */
    candidates(gt, g, tolerance, limit) {
        const bucket = this.buckets.get(bucketKey(gt, g));
        if (!bucket)
            return [];
        const windows = [];
        for (let q = 0; q < this.numberParts.length; q += 1) {
            const part = gt.parts[this.numberParts[q]];
            if (part === undefined || !part.isNumber || part.empty[g] === 1)
                continue; // an empty part: the bucket already requires empty
            const v = part.values[g];
            if (Number.isNaN(v))
                return []; // NaN is within tolerance of nothing
            const sorted = bucket.parts[q];
            if (!sorted)
                return [];
            const [low, high] = toleranceWindow(v, tolerance);
            const lo = sorted.lowerBound(low);
            const hi = sorted.upperBound(high);
            if (lo >= hi)
                return [];
            windows.push({ part: sorted, lo, hi });
        }
        const result = [];
        const consider = (e) => {
            if (this.matched[e] === 0 && rowsMatchWithTolerance(gt, g, this.cand, e, tolerance))
                result.push(e);
            return result.length >= limit;
        };
        if (windows.length === 0) {
            for (const e of bucket.members)
                if (consider(e))
                    break;
            return result;
        }
        // Scan the narrowest window, skipping candidates already matched.
        const narrowest = windows.reduce((a, b) => (b.hi - b.lo < a.hi - a.lo ? b : a));
        for (let pos = narrowest.part.find(narrowest.lo); pos < narrowest.hi; pos = narrowest.part.find(pos + 1)) {
            if (consider(narrowest.part.entries[pos]))
                break;
        }
        return result;
    }
}
/**
 * Align GT rows to candidate rows (both already unique by key; same key columns and coders).
 * `sampleLimit` bounds how many candidates a "multiple matches" result lists.
 */
function alignKeyTables(gt, candKeys, tolerance, sampleLimit = 3) {
    const cand = withIndex(candKeys);
    const numberParts = [];
    gt.parts.forEach((p, i) => {
        if (p.isNumber)
            numberParts.push(i);
    });
    const matched = new Uint8Array(cand.size);
    const candOf = new Int32Array(gt.size);
    const limit = Math.max(2, sampleLimit + 1);
    // The tolerance structures are built on first need, from the candidates still unmatched:
    // a candidate that matches the GT exactly row for row never pays for them.
    let tolerant;
    for (let g = 0; g < gt.size; g += 1) {
        if (gt.unmatchable[g] === 0) {
            const hit = lookup(cand, gt, g);
            if (hit >= 0 && matched[hit] === 0) {
                matched[hit] = 1;
                tolerant?.remove(hit);
                candOf[g] = hit;
                continue;
            }
        }
        tolerant ??= new ToleranceIndex(cand, matched, numberParts);
        const found = tolerant.candidates(gt, g, tolerance, limit);
        if (found.length === 0)
            return { kind: 'missing_key', gtRow: g };
        if (found.length > 1)
            return { kind: 'multiple_matches', gtRow: g, candidateRows: found.sort((a, b) => a - b) };
        const only = found[0];
        matched[only] = 1;
        tolerant.remove(only);
        candOf[g] = only;
    }
    if (gt.size !== cand.size || matched.indexOf(0) >= 0) {
        const candRows = [];
        for (let e = 0; e < cand.size; e += 1)
            if (matched[e] === 0)
                candRows.push(e);
        if (candRows.length > 0)
            return { kind: 'extra_keys', candRows };
    }
    return { kind: 'ok', candOf };
}

// EXTERNAL MODULE: ./src/core/kinds/table/config.ts
var table_config = __webpack_require__(1008);
// EXTERNAL MODULE: ./src/core/kinds/table/pycompat.ts
var pycompat = __webpack_require__(6147);
;// CONCATENATED MODULE: ./src/core/kinds/table/gt-check.ts
/**
 * The ground truth of one table case checked against its own `config.json` (docs/table-suites.md):
 * the config is valid, every GT CSV has an entry and every entry a GT CSV, every configured
 * column is in the GT header, key cells normalise and keys are unique, and every non-empty cell
 * parses as its column's type. A defect here is the benchmark's: `validate` reports it, and
 * scoring makes the case an error of the benchmark, never a failure of the submission.
 */









/**
 * `caseDir` is the GT case directory; `shown` its path relative to the benchmark, for messages.
 * `cellTypes: false` scans only the boolean columns' cells (scoring needs only the defects that
 * are not warnings).
 */
function checkGroundTruthCase(caseDir, shown, maxFileBytes, cellTypes = true) {
    const configFile = `${shown}/config.json`;
    const loaded = (0,table_config/* loadCaseConfig */.HQ)(external_node_path_default().join(caseDir, 'config.json'));
    if (!loaded.ok)
        return [{ file: configFile, problem: loaded.error.replace(`${external_node_path_default().join(caseDir, 'config.json')}: `, '') }];
    const config = loaded.config;
    let csvs;
    try {
        csvs = (0,walker/* readDirectorySync */.v_)(caseDir)
            .map((e) => e.name)
            .filter((n) => /.\.csv$/i.test(n) && isFile(external_node_path_default().join(caseDir, n)))
            .sort(order/* byCodePoint */.HH);
    }
    catch (e) {
        return [
            { file: shown, problem: `cannot list the case directory (${e.code ?? String(e)})` },
        ];
    }
    const defects = [];
    if (csvs.length === 0)
        defects.push({ file: shown, problem: 'holds no CSV file: every submission would fail this case' });
    for (const name of Object.keys(config.files).sort(order/* byCodePoint */.HH)) {
        if (!csvs.includes(name))
            defects.push({
                file: configFile,
                problem: `configures ${JSON.stringify(name)}, which is not a CSV file of the case`,
            });
    }
    for (const name of csvs) {
        const spec = Object.hasOwn(config.files, name) ? config.files[name] : undefined;
        const file = `${shown}/${name}`;
        if (!spec)
            defects.push({
                file: configFile,
                problem: `has no entry for ${name} (every CSV of the case is compared, and needs its key and columns)`,
            });
        else
            defects.push(...checkCsv(external_node_path_default().join(caseDir, name), file, spec, maxFileBytes, cellTypes));
    }
    return defects;
}
function isFile(p) {
    try {
        return (0,external_node_fs_.statSync)(p).isFile();
    }
    catch {
        return false;
    }
}
function checkCsv(csvPath, file, spec, maxFileBytes, cellTypes) {
    const wanted = new Set([...spec.key, ...spec.columns.map((c) => c.name)]);
    const read = readCsvColumns(csvPath, { maxBytes: maxFileBytes, noFollow: false }, (columns) => columns.map((c) => wanted.has(c)));
    if (!read.ok)
        return [{ file, problem: `cannot be read: ${read.reason}` }];
    const table = read.table;
    const at = new Map();
    table.columns.forEach((c, i) => {
        if (!at.has(c))
            at.set(c, table.cells[i]);
    });
    const missing = [...wanted].filter((c) => !at.has(c));
    if (missing.length > 0) {
        return [
            {
                file,
                problem: `has no column ${missing.map((c) => JSON.stringify(c)).join(', ')} that config.json configures (its header: ${table.columns.map((c) => JSON.stringify(c)).join(', ')})`,
            },
        ];
    }
    const defects = [];
    const typeOf = new Map(spec.columns.map((c) => [c.name, c.type]));
    const sources = spec.key.map((k) => ({
        name: k,
        type: typeOf.get(k) ?? 'text_exact',
        cells: at.get(k),
    }));
    const keys = buildKeyTable(table.rowCount, sources, sources.map((s) => (s.type === 'number' ? undefined : new KeyCoder(s.type))), false);
    if (keys.kind === 'invalid')
        defects.push({
            file,
            problem: `row ${keys.row}: key column ${(0,pycompat/* pyStrRepr */.ow)(keys.column)} (${keys.type}) value ${(0,pycompat/* pyStrRepr */.ow)(keys.raw)}: ${keys.message}`,
        });
    if (keys.kind === 'duplicate')
        defects.push({
            file,
            problem: `key ${(0,pycompat/* pyTupleRepr */.rM)(keys.key)} is not unique: rows ${keys.firstRow} and ${keys.row} (data rows from 0) have it; every candidate would be judged against an ambiguous key`,
        });
    for (const column of cellTypes ? spec.columns : spec.columns.filter((c) => c.type === 'boolean')) {
        const bad = badCells(at.get(column.name), table.rowCount, column.type);
        if (!bad)
            continue;
        const more = bad.count > 1 ? ` (and ${bad.count - 1} more cell${bad.count > 2 ? 's' : ''})` : '';
        // An invalid boolean stops PrepBench's comparison: no candidate can pass the case. A number
        // that does not parse compares as empty, a date as its text: the case scores, maybe not as meant.
        const fatal = column.type === 'boolean';
        const effect = fatal
            ? ''
            : column.type === 'number'
                ? ': it compares as empty'
                : ': it compares as its text, not as a date';
        defects.push({
            file,
            problem: `column ${JSON.stringify(column.name)} is ${column.type}, but row ${bad.row} holds ${(0,pycompat/* pyStrRepr */.ow)(bad.raw)}${more}${effect}`,
            ...(fatal ? {} : { warning: true }),
        });
    }
    return defects;
}
/** The first cell of a column that is not empty and does not parse as `type`, and how many there are. */
function badCells(cells, rows, type) {
    if (!cells || type === 'text_exact' || type === 'text_norm')
        return null;
    let first = null;
    let count = 0;
    for (let r = 0; r < rows; r++) {
        const raw = cellAt(cells, r);
        if (parses(raw, type))
            continue;
        count += 1;
        first ??= { row: r, raw };
    }
    return first ? { ...first, count } : null;
}
const ISO_DATE = /^(\d{1,4})-(\d{2})-(\d{2})$/;
const ISO_DATETIME = /^(\d{1,4})-(\d{2})-(\d{2}) \d{2}:\d{2}:\d{2}$/;
function parses(raw, type) {
    switch (type) {
        case 'number':
            return (0,normalize/* isEmptyToken */.ZL)(raw) || (0,normalize/* normalizeNumber */.Jo)(raw) !== null;
        case 'boolean':
            try {
                (0,normalize/* normalizeBoolean */._w)(raw);
                return true;
            }
            catch (e) {
                if (e instanceof normalize/* InvalidBooleanError */.oi)
                    return false;
                throw e;
            }
        case 'date':
            return validDate((0,normalize/* normalizeDate */.OG)(raw), ISO_DATE);
        case 'datetime':
            return validDate((0,normalize/* normalizeDatetime */.Ht)(raw), ISO_DATETIME);
        default:
            return true;
    }
}
/** Empty, or a normalised date of a real day (the normaliser keeps what it cannot parse as it is). */
function validDate(value, shape) {
    if (value === null)
        return true;
    const m = shape.exec(value);
    if (!m)
        return false;
    const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const days = month === 2
        ? (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
            ? 29
            : 28
        : [4, 6, 9, 11].includes(month)
            ? 30
            : 31;
    return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= days;
}

// EXTERNAL MODULE: ./src/core/layout/nearest.ts
var nearest = __webpack_require__(6848);
;// CONCATENATED MODULE: ./src/core/kinds/table/compare.ts
/**
 * Compare one candidate `result/` directory with one ground-truth case directory, with the verdict
 * and error type of PrepBench's evaluator (docs/table-suites.md), stopping at the first error.
 *
 * Order of checks:
 *  1. GT_NOT_FOUND     the GT case directory does not exist
 *  2. NOT_FOUND        no result directory, or no `output_*.csv` entry in it
 *     READ_ERROR       the result directory is a symbolic link, or cannot be listed
 *  3. CONFIG_ERROR     `config.json` is missing or invalid
 *  4. READ_ERROR       a `*.csv` entry of `result/` is a symbolic link (never followed), or a FIFO,
 *                      socket or device (never opened)
 *  5. FILE_COUNT_MISMATCH  no CSV on either side, or different numbers of CSVs
 *  6. MISSING_FILE     a GT file name has no candidate file (first in name order)
 *  then for each GT CSV in name order:
 *  7. READ_ERROR       either file cannot be read (size bound, encoding, CSV syntax)
 *  8. CONFIG_ERROR     the config has no entry for this file
 *  9. MISSING_COLUMNS  a configured column is not in the candidate header
 * 10. ROW_COUNT_MISMATCH
 * 11. KEY_MISMATCH     a key cell cannot be normalised (an invalid boolean), GT side first
 * 12. NON_UNIQUE_KEY   duplicate normalised keys, GT side first
 * 13. KEY_MISMATCH     missing key / multiple matches / extra keys (see align.ts)
 * 14. VALUE_MISMATCH or ALIGNMENT_ERROR (an invalid boolean in a value column), whichever comes
 *     first walking GT rows in order and configured non-key columns in config order.
 *
 * Only CSVs directly under `result/` count, matched by name; extra columns and column order are
 * ignored. Row numbers in diagnostics are 0-based data-row indices (the header is not counted).
 */










const DEFAULT_TOLERANCE = 0.02;
const DEFAULT_MAX_FILE_BYTES = 128 * 1024 * 1024;
const CORRECT = { correct: true, error_type: null, error_message: null };
function compare_fail(error_type, error_message, diagnostics) {
    return diagnostics
        ? { correct: false, error_type, error_message, diagnostics }
        : { correct: false, error_type, error_message };
}
function errnoCode(e) {
    return e.code ?? String(e);
}
/** Python's `Path.suffix.lower() == ".csv"` (a leading dot alone is not a suffix). */
function hasCsvSuffix(name) {
    const dot = name.lastIndexOf('.');
    return dot > 0 && dot < name.length - 1 && name.slice(dot).toLowerCase() === '.csv';
}
/** `glob("output_*.csv")`: any entry, case-sensitive. */
const OUTPUT_GLOB = /^output_[\s\S]*\.csv$/;
const sortNames = (names) => names.sort(order/* byCodePoint */.HH);
/** Compare a candidate result directory with a GT case. Never throws for bad input files. */
function compareCase(options) {
    const tolerance = options.tolerance ?? DEFAULT_TOLERANCE;
    const maxFileBytes = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
    const sampleLimit = options.mismatchSampleLimit ?? 5;
    if (!(Number.isFinite(tolerance) && tolerance >= 0 && tolerance < 1)) {
        throw new RangeError(`tolerance must be a number in [0, 1), got ${tolerance}`);
    }
    if (!(maxFileBytes > 0))
        throw new RangeError(`maxFileBytes must be positive, got ${maxFileBytes}`);
    const { gtCaseDir, candidateResultDir: candDir } = options;
    // 1. GT case (trusted: symlinks followed)
    let gtIsDir;
    try {
        gtIsDir = (0,external_node_fs_.statSync)(gtCaseDir).isDirectory();
    }
    catch {
        gtIsDir = false;
    }
    if (!gtIsDir)
        return compare_fail('GT_NOT_FOUND', `GT case directory not found: ${gtCaseDir}`, { path: gtCaseDir });
    // 2. candidate result directory
    const candEntries = listResultDir(candDir);
    if (!Array.isArray(candEntries))
        return candEntries;
    // 3. config
    const configPath = external_node_path_default().join(gtCaseDir, 'config.json');
    const loaded = (0,table_config/* loadCaseConfig */.HQ)(configPath);
    if (!loaded.ok)
        return compare_fail('CONFIG_ERROR', `Invalid config: ${loaded.error}`, { path: configPath });
    const config = loaded.config;
    // 4. CSV listings
    const gtNames = gtCsvNames(gtCaseDir);
    if (!Array.isArray(gtNames))
        return gtNames;
    const cands = candidateCsvs(candDir, candEntries);
    if (isVerdict(cands))
        return cands;
    // 5-6. file counts and names
    const fileSet = fileSetProblem(gtNames, cands.names);
    if (fileSet)
        return fileSet;
    // 7-14. per file
    for (const name of gtNames) {
        const spec = Object.hasOwn(config.files, name) ? config.files[name] : undefined;
        const files = {
            name,
            gtPath: external_node_path_default().join(gtCaseDir, name),
            candPath: external_node_path_default().join(candDir, name),
            candId: cands.ids.get(name) ?? null,
            configPath,
        };
        const verdict = compareFile(files, spec, { tolerance, maxFileBytes, sampleLimit });
        if (verdict)
            return verdict;
    }
    return CORRECT;
}
/** Step 2: the entries of the candidate's result directory (untrusted: never follow a symlink), or why there are none to compare. */
function listResultDir(candDir) {
    const notFound = () => compare_fail('NOT_FOUND', `No candidate output_*.csv files found under ${candDir}.`, { path: candDir });
    let candEntries;
    try {
        const st = (0,external_node_fs_.lstatSync)(candDir);
        if (st.isSymbolicLink()) {
            return compare_fail('READ_ERROR', `Result directory ${candDir} is a symbolic link; symlinks in a submission are not followed`, {
                path: candDir,
            });
        }
        if (!st.isDirectory())
            return notFound();
        candEntries = (0,walker/* readDirectorySync */.v_)(candDir).map((e) => e.name);
    }
    catch (e) {
        const code = errnoCode(e);
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return notFound();
        return compare_fail('READ_ERROR', `Cannot list result directory ${candDir} (${code})`, { path: candDir });
    }
    return candEntries.some((n) => OUTPUT_GLOB.test(n)) ? candEntries : notFound();
}
/** Step 4, GT side: the CSV files of the case (trusted: symlinks followed), in name order. */
function gtCsvNames(gtCaseDir) {
    try {
        return sortNames((0,walker/* readDirectorySync */.v_)(gtCaseDir)
            .map((e) => e.name)
            .filter((n) => {
            if (!hasCsvSuffix(n))
                return false;
            try {
                return (0,external_node_fs_.statSync)(external_node_path_default().join(gtCaseDir, n)).isFile();
            }
            catch {
                return false;
            }
        }));
    }
    catch (e) {
        return compare_fail('READ_ERROR', `Cannot list GT directory ${gtCaseDir} (${errnoCode(e)})`, {
            path: gtCaseDir,
            side: 'gold',
        });
    }
}
/**
 * Step 4, candidate side: the regular CSV files, in name order, with the identity of each (the
 * file read must be this one: fs/untrusted.ts); a symbolic link, FIFO, socket or device is an error.
 */
function candidateCsvs(candDir, entries) {
    const names = [];
    const ids = new Map();
    for (const n of sortNames(entries.filter(hasCsvSuffix))) {
        const p = external_node_path_default().join(candDir, n);
        let st;
        try {
            st = (0,external_node_fs_.lstatSync)(p, { bigint: true });
        }
        catch (e) {
            return compare_fail('READ_ERROR', `Cannot inspect ${p} (${errnoCode(e)})`, { file: n, path: p, side: 'candidate' });
        }
        if (st.isSymbolicLink()) {
            return compare_fail('READ_ERROR', `Result file ${p} is a symbolic link; symlinks in a submission are not followed`, {
                file: n,
                path: p,
                side: 'candidate',
            });
        }
        if (st.isFile()) {
            names.push(n);
            ids.set(n, (0,untrusted/* fileId */.qp)(st));
        }
        else if (!st.isDirectory()) {
            // A FIFO, socket or device named like an output is the submission's problem, named as such,
            // never a file count mismatch counted against the model.
            return compare_fail('READ_ERROR', `Result file ${p} ${(0,untrusted/* notRegular */.oQ)(st).message}`, { file: n, path: p, side: 'candidate' });
        }
    }
    return { names, ids };
}
/** Steps 5-6: as many CSVs on both sides (at least one), and every GT name among the candidate's. */
function fileSetProblem(gtNames, candNames) {
    const counts = { gold_files: gtNames, cand_files: candNames };
    if (gtNames.length === 0 || candNames.length === 0 || gtNames.length !== candNames.length) {
        return compare_fail('FILE_COUNT_MISMATCH', `gold=${gtNames.length}, cand=${candNames.length}`, counts);
    }
    const candSet = new Set(candNames);
    const missing = gtNames.filter((n) => !candSet.has(n));
    if (missing.length > 0) {
        return compare_fail('MISSING_FILE', `Candidate directory is missing file: ${missing[0]}`, {
            ...counts,
            file: missing[0],
            missing_files: missing,
        });
    }
    return undefined;
}
/** Steps 7-14 for one GT file: read both sides (7), its config entry (8), then the tables. */
function compareFile(files, spec, limits) {
    const { name, gtPath, candPath } = files;
    // Only the configured columns are kept (the others are still tokenized: their field counts matter).
    const select = selectorFor(spec);
    const gtRead = readCsvColumns(gtPath, { maxBytes: limits.maxFileBytes, noFollow: false }, select);
    // A GT read error is reported whatever the candidate holds: no need to read it. A candidate
    // with another row count than the GT's fails on it (step 10) before any cell is read, so
    // its cells are stored for at most that many rows: short rows cannot multiply the memory.
    const candRead = gtRead.ok
        ? readCsvColumns(candPath, { maxBytes: limits.maxFileBytes, noFollow: true, expect: files.candId, maxRows: gtRead.table.rowCount }, select)
        : undefined;
    if (!gtRead.ok || !candRead?.ok) {
        const side = gtRead.ok ? 'candidate' : 'gold';
        const reason = !gtRead.ok ? gtRead.reason : candRead && !candRead.ok ? candRead.reason : '';
        return compare_fail('READ_ERROR', `Failed to read CSV: ${name} (${side}: ${reason})`, {
            file: name,
            side,
            path: side === 'gold' ? gtPath : candPath,
        });
    }
    if (!spec)
        return compare_fail('CONFIG_ERROR', `No config found for file: ${name}`, { file: name, path: files.configPath });
    return compareColumnar(name, gtRead.table, candRead.table, spec, limits.tolerance, limits.sampleLimit);
}
const NONE = (columns) => columns.map(() => false);
/** Keep the configured columns (keys included) of a file. */
function selectorFor(spec) {
    if (!spec)
        return NONE;
    const wanted = new Set([...spec.key, ...spec.columns.map((c) => c.name)]);
    return (columns) => columns.map((c) => wanted.has(c));
}
function columnIndex(columns) {
    const index = new Map();
    columns.forEach((c, i) => {
        if (!index.has(c))
            index.set(c, i);
    });
    return index;
}
/** A column's cells; `undefined` when the table lacks it (a selected column always has cells). */
function cellsOf(side, name) {
    const at = side.cols.get(name);
    return at === undefined ? undefined : side.table.cells[at];
}
/** A row's key as its raw key cells. */
function rawKey(spec, side, row) {
    const out = {};
    for (const k of spec.key) {
        const col = cellsOf(side, k);
        out[k] = col === undefined ? null : cellAt(col, row);
    }
    return out;
}
const isVerdict = (x) => 'correct' in x;
/** Steps 9-14 on column-wise tables. */
function compareColumnar(file, gtTable, candTable, spec, tolerance, sampleLimit) {
    const gt = { table: gtTable, cols: columnIndex(gtTable.columns) };
    const cand = { table: candTable, cols: columnIndex(candTable.columns) };
    const shape = shapeProblem(file, gt, cand, spec);
    if (shape)
        return shape;
    const keys = keyTables(file, gt, cand, spec);
    if (isVerdict(keys))
        return keys;
    const aligned = alignRows(file, gt, cand, spec, keys, tolerance);
    if (isVerdict(aligned))
        return aligned;
    return compareValues(file, gt, cand, spec, { gtKeys: keys.gtKeys, candOf: aligned.candOf, tolerance, sampleLimit });
}
/** Steps 9-10: the configured columns are in the candidate header (exact names); the row counts are equal. */
function shapeProblem(file, gt, cand, spec) {
    const missingColumns = sortNames(spec.columns.map((c) => c.name).filter((c) => !cand.cols.has(c)));
    if (missingColumns.length > 0) {
        return compare_fail('MISSING_COLUMNS', `File ${file} is missing columns: ${(0,pycompat/* pyStrListRepr */.GL)(missingColumns)}`, {
            file,
            missing_columns: missingColumns,
        });
    }
    if (gt.table.rowCount !== cand.table.rowCount) {
        return compare_fail('ROW_COUNT_MISMATCH', `File ${file}: gold=${gt.table.rowCount}, cand=${cand.table.rowCount}`, {
            file,
            gold_rows: gt.table.rowCount,
            cand_rows: cand.table.rowCount,
        });
    }
    return undefined;
}
/** Steps 11-12: key normalisation and uniqueness, GT side first. */
function keyTables(file, gt, cand, spec) {
    const typeOf = new Map(spec.columns.map((c) => [c.name, c.type]));
    const keyTypes = spec.key.map((k) => typeOf.get(k) ?? 'text_exact');
    // One dictionary per non-number key column, shared by both sides (see align.ts).
    const coders = keyTypes.map((t) => (t === 'number' ? undefined : new KeyCoder(t)));
    const keySources = (side) => spec.key.map((k, i) => ({ name: k, type: keyTypes[i] ?? 'text_exact', cells: cellsOf(side, k) }));
    const gtSources = keySources(gt);
    const gtIndex = buildKeyTable(gt.table.rowCount, gtSources, coders, false);
    if (gtIndex.kind === 'invalid')
        return invalidKey(file, 'gold', gtIndex);
    // Candidate rows whose raw key cells are the GT row's (rows in the same order) reuse its codes.
    const reference = gtIndex.kind === 'ok' ? { keys: gtIndex.keys, sources: gtSources } : undefined;
    const candIndex = buildKeyTable(cand.table.rowCount, keySources(cand), coders, true, reference);
    if (candIndex.kind === 'invalid')
        return invalidKey(file, 'candidate', candIndex);
    if (gtIndex.kind === 'duplicate')
        return duplicateKey(file, 'GT', gtIndex, rawKey(spec, gt, gtIndex.row));
    if (candIndex.kind === 'duplicate')
        return duplicateKey(file, 'CAND', candIndex, rawKey(spec, cand, candIndex.row));
    return { gtKeys: gtIndex.keys, candKeys: candIndex.keys };
}
function duplicateKey(file, label, index, key) {
    return compare_fail('NON_UNIQUE_KEY', `Duplicate keys in ${label} for file ${file}: ${(0,pycompat/* pyTupleRepr */.rM)(index.key)}`, {
        file,
        side: label === 'GT' ? 'gold' : 'candidate',
        row: index.row,
        duplicate_of_row: index.firstRow,
        key,
    });
}
function invalidKey(file, side, i) {
    return compare_fail('KEY_MISMATCH', `Invalid key value in ${side} for file ${file}: ${invalidKeyDetail(i)}`, {
        file,
        side,
        reason: 'invalid_key_value',
        row: i.row,
        column: i.column,
        value: i.raw,
    });
}
/** Step 13: each GT row's candidate row (missing, multiple or extra keys fail). */
function alignRows(file, gt, cand, spec, keys, tolerance) {
    const { gtKeys, candKeys } = keys;
    const aligned = alignKeyTables(gtKeys, candKeys, tolerance, 3);
    if (aligned.kind === 'missing_key') {
        return compare_fail('KEY_MISMATCH', `Missing key in candidate for file ${file}: ${(0,pycompat/* pyTupleRepr */.rM)(keyTupleAt(gtKeys, aligned.gtRow))}`, {
            file,
            reason: 'missing_key',
            row: aligned.gtRow,
            key: rawKey(spec, gt, aligned.gtRow),
        });
    }
    if (aligned.kind === 'multiple_matches') {
        return compare_fail('KEY_MISMATCH', `Multiple candidate matches for key in ${file}: ${(0,pycompat/* pyTupleRepr */.rM)(keyTupleAt(gtKeys, aligned.gtRow))}`, {
            file,
            reason: 'multiple_matches',
            row: aligned.gtRow,
            key: rawKey(spec, gt, aligned.gtRow),
            candidate_rows: aligned.candidateRows,
        });
    }
    if (aligned.kind === 'extra_keys') {
        const first = aligned.candRows[0] ?? 0;
        return compare_fail('KEY_MISMATCH', `Extra keys in candidate for file ${file}: ${(0,pycompat/* pyTupleRepr */.rM)(keyTupleAt(candKeys, first))}`, {
            file,
            reason: 'extra_keys',
            row: first,
            key: rawKey(spec, cand, first),
            extra_count: aligned.candRows.length,
            candidate_rows: aligned.candRows.slice(0, 3),
        });
    }
    return { candOf: aligned.candOf };
}
/**
 * Step 14, values: GT rows in order, non-key columns in config order. Each column is scanned on its
 * own (a tight loop per type), stopping at its `sampleLimit`-th mismatch or an invalid boolean;
 * merging the columns' findings in row-major order gives exactly the row-by-row verdict. The
 * columns take turns by blocks of rows, so that the candidate rows a block reaches (in any
 * order) are still in the cache for the next column.
 */
function compareValues(file, gt, cand, spec, at) {
    const { candOf, tolerance, sampleLimit } = at;
    const keySet = new Set(spec.key);
    const valueColumns = spec.columns.filter((c) => !keySet.has(c.name));
    const gtCells = valueColumns.map((c) => cellsOf(gt, c.name));
    // A GT column missing stops the comparison in the first row: only that row matters then.
    const rows = gtCells.includes(undefined) ? Math.min(1, gt.table.rowCount) : gt.table.rowCount;
    const scans = valueColumns.map((col, v) => {
        const gCol = gtCells[v];
        if (gCol === undefined)
            return undefined;
        // The candidate has every configured column (step 9); an absent one would read as "".
        const cCol = cellsOf(cand, col.name) ?? {
            text: '',
            offsets: new Int32Array(2 * cand.table.rowCount),
            stride: 1,
            slot: 0,
            extras: [],
        };
        return { type: col.type, gCol, cCol, mismatchRows: [], invalid: undefined, done: false };
    });
    for (let from = 0; from < rows; from += VALUE_BLOCK) {
        const to = Math.min(rows, from + VALUE_BLOCK);
        for (const scan of scans)
            if (scan !== undefined && !scan.done)
                scanValueColumn(scan, candOf, from, to, tolerance, sampleLimit);
    }
    const events = [];
    scans.forEach((scan, v) => {
        if (scan === undefined) {
            if (rows > 0)
                events.push({ row: 0, column: v, kind: 'missing' });
            return;
        }
        for (const row of scan.mismatchRows)
            events.push({ row, column: v, kind: 'mismatch' });
        if (scan.invalid)
            events.push({ row: scan.invalid.gtRow, column: v, kind: 'invalid', invalid: scan.invalid });
    });
    if (events.length === 0)
        return undefined;
    events.sort((a, b) => a.row - b.row || a.column - b.column);
    return valueVerdict(file, gt, cand, spec, at, { valueColumns, gtCells, events });
}
/** The verdict of step 14's findings, in row-major order: the first `sampleLimit` mismatches, or the error that stops the scan first. */
function valueVerdict(file, gt, cand, spec, at, found) {
    const { candOf, sampleLimit } = at;
    const mismatches = [];
    const report = () => {
        const first = mismatches[0];
        const key = keyTupleAt(at.gtKeys, first?.gt_row ?? 0);
        return compare_fail('VALUE_MISMATCH', `Mismatch in ${file}, col ${(0,pycompat/* pyStrRepr */.ow)(first?.column ?? '')}, key=${(0,pycompat/* pyTupleRepr */.rM)(key)}`, {
            file,
            column: first?.column,
            key: first?.row_key,
            mismatches,
        });
    };
    for (const ev of found.events) {
        const col = found.valueColumns[ev.column];
        if (ev.kind === 'missing') {
            if (mismatches.length > 0)
                return report();
            return compare_fail('ALIGNMENT_ERROR', `Failed to compare data for ${file}: GT has no column ${(0,pycompat/* pyStrRepr */.ow)(col.name)}`, {
                file,
                column: col.name,
                side: 'gold',
            });
        }
        if (ev.kind === 'invalid') {
            const { error, side, raw, gtRow } = ev.invalid;
            if (!(error instanceof normalize/* InvalidBooleanError */.oi))
                throw error;
            if (mismatches.length > 0)
                return report();
            return compare_fail('ALIGNMENT_ERROR', `Failed to compare data for ${file}: ${error.message}`, {
                file,
                side,
                column: col.name,
                row: side === 'gold' ? gtRow : candOf[gtRow],
                value: raw,
                key: rawKey(spec, gt, gtRow),
            });
        }
        const gtRow = ev.row;
        const candRow = candOf[gtRow];
        const cCol = cellsOf(cand, col.name);
        mismatches.push({
            file,
            row_key: rawKey(spec, gt, gtRow),
            gt_row: gtRow,
            cand_row: candRow,
            column: col.name,
            type: col.type,
            expected: cellAt(found.gtCells[ev.column], gtRow),
            actual: cCol === undefined ? '' : cellAt(cCol, candRow),
        });
        if (mismatches.length >= sampleLimit)
            return report();
    }
    return report();
}
/** GT rows a value column scan takes in one turn (see step 14). */
const VALUE_BLOCK = 4096;
/**
 * Compare one value column over GT rows [from, to) against the aligned candidate rows, in row
 * order, until `limit` mismatches or the first cell that cannot be normalised.
 */
function scanValueColumn(scan, candOf, from, to, tolerance, limit) {
    if (scan.type === 'number')
        scanNumbers(scan, candOf, from, to, tolerance, limit);
    else if (scan.type === 'boolean')
        scanBooleans(scan, candOf, from, to, limit);
    else
        scanTexts((0,normalize/* normalizerFor */.rV)(scan.type), scan, candOf, from, to, limit);
}
function scanNumbers(scan, candOf, from, to, tolerance, limit) {
    const { gCol, cCol, mismatchRows } = scan;
    for (let g = from; g < to; g += 1) {
        if (!(0,normalize/* numbersClose */.bo)(numberAt(gCol, g), numberAt(cCol, candOf[g]), tolerance)) {
            mismatchRows.push(g);
            if (mismatchRows.length >= limit) {
                scan.done = true;
                return;
            }
        }
    }
}
/** text_exact, text_norm, date, datetime: the same raw text normalises the same way. */
function scanTexts(normalize, scan, candOf, from, to, limit) {
    const { gCol, cCol, mismatchRows } = scan;
    for (let g = from; g < to; g += 1) {
        const c = candOf[g];
        if (sameRawCell(gCol, g, cCol, c))
            continue;
        if (normalize(cellAt(gCol, g)) !== normalize(cellAt(cCol, c))) {
            mismatchRows.push(g);
            if (mismatchRows.length >= limit) {
                scan.done = true;
                return;
            }
        }
    }
}
/** boolean: the same raw text is equal, but may be invalid (the gold side is checked first). */
function scanBooleans(scan, candOf, from, to, limit) {
    const { gCol, cCol, mismatchRows } = scan;
    for (let g = from; g < to; g += 1) {
        const c = candOf[g];
        const expected = cellAt(gCol, g);
        let a;
        try {
            a = (0,normalize/* normalizeBoolean */._w)(expected);
        }
        catch (error) {
            scan.invalid = { gtRow: g, side: 'gold', raw: expected, error };
            scan.done = true;
            return;
        }
        if (sameRawCell(gCol, g, cCol, c))
            continue;
        const actual = cellAt(cCol, c);
        let b;
        try {
            b = (0,normalize/* normalizeBoolean */._w)(actual);
        }
        catch (error) {
            scan.invalid = { gtRow: g, side: 'candidate', raw: actual, error };
            scan.done = true;
            return;
        }
        if (a !== b) {
            mismatchRows.push(g);
            if (mismatchRows.length >= limit) {
                scan.done = true;
                return;
            }
        }
    }
}
/** A number cell normalised, without building its string when it is a plain decimal. */
function numberAt(col, row) {
    const k = cellIndex(col, row);
    const s = col.offsets[k];
    const e = col.offsets[k + 1];
    if (s >= 0 && e >= 0) {
        const v = (0,normalize/* fastPlainDecimal */.q0)(col.text, s, e);
        if (v !== undefined)
            return v;
    }
    return (0,normalize/* normalizeNumber */.Jo)(cellAt(col, row));
}
function invalidKeyDetail(i) {
    return `row ${i.row}: column ${(0,pycompat/* pyStrRepr */.ow)(i.column)} (${i.type}) value ${(0,pycompat/* pyStrRepr */.ow)(i.raw)}: ${i.message}`;
}

;// CONCATENATED MODULE: ./src/core/kinds/table/layout.ts
/**
 * The trial layout of a table suite, for the layout checks (layout/check.ts, docs/table-suites.md):
 * a trial's sub-directories named by a case id are looked into; in a case directory, `result/`
 * is read, and the files the comparison would never read are named with where they belong:
 * - an expected output (or a CSV named near one) in the case directory itself
 *   (`case_001/output_01.csv`) belongs in `case_001/result/`;
 * - a directory near `result` (`Result/`, `results/`) is to be renamed `result/`;
 * - a file of `result/` whose name is near an expected output name (`output_1.csv`,
 *   `Output_01.csv`, `output_01.txt`) is to be renamed to it: the evaluator reads each expected
 *   file by its exact name, so the case stays NOT_FOUND or MISSING_FILE as PrepBench says.
 * Anything else is the comparison's business (an extra CSV fails FILE_COUNT_MISMATCH there).
 */





const RESULT = 'result';
/** A table trial's layout; with the suite's catalog, the expected output names of each case are known. */
function caseLayout(catalog = []) {
    const gtDirs = new Map(catalog.map((t) => [t.key, t.file]));
    const expected = new Map();
    /** The GT's CSV names of a case (the benchmark's own files), listed once. */
    const namesOf = (key) => {
        const dir = key ? gtDirs.get(key) : undefined;
        if (!key || !dir)
            return [];
        let names = expected.get(key);
        if (!names) {
            try {
                names = (0,walker/* readDirectorySync */.v_)(dir)
                    .filter((e) => e.isFile() && hasCsvSuffix(e.name))
                    .map((e) => e.name)
                    .sort();
            }
            catch {
                names = [];
            }
            expected.set(key, names);
        }
        return names;
    };
    const nearOutput = (name, key) => (0,nearest/* nearestRule */.V1)(name, namesOf(key).map(nearest/* literalRule */.Ys));
    return {
        missed: 'case directories (case ids: case_001, case-1, case1, 1)',
        classify: (rel, dir) => {
            const parts = rel.split('/');
            const key = normalizeCaseId(parts[0]);
            if (parts.length === 1)
                return dir && key !== null ? (gtDirs.has(key) ? 'descend' : 'read') : 'ignored';
            const name = parts[parts.length - 1];
            if (parts.length === 2) {
                if (dir)
                    return name === RESULT ? 'descend' : (0,nearest/* nearestRule */.V1)(name, [(0,nearest/* literalRule */.Ys)(RESULT)]) ? 'ignored' : 'read';
                // Only an expected output name, or one near it: other files of a case directory (its inputs, say) are the run's
                // own.
                return hasCsvSuffix(name) && (namesOf(key).includes(name) || nearOutput(name, key)) ? 'ignored' : 'read';
            }
            if (parts.length === 3 && parts[1] === RESULT && !dir)
                return namesOf(key).includes(name) || !nearOutput(name, key) ? 'read' : 'ignored';
            return 'read';
        },
        rules: [],
        hint: (rel, dir) => {
            const parts = rel.split('/');
            const key = normalizeCaseId(parts[0]);
            const name = parts[parts.length - 1];
            if (parts.length === 1) {
                return dir && name.trim().toLowerCase().startsWith('case')
                    ? {
                        nearest: 'case_xxx',
                        hint: `not a case id: a case directory is named case_ and the case number (case_001, case-1, case1 or 1), as in the benchmark's cases`,
                    }
                    : null;
            }
            const caseDir = parts[0];
            const resultDir = `${caseDir}/${RESULT}/`;
            if (parts.length === 2 && dir) {
                const near = (0,nearest/* nearestRule */.V1)(name, [(0,nearest/* literalRule */.Ys)(RESULT)]);
                return {
                    missed: `the case's ${RESULT}/ directory`,
                    nearest: resultDir,
                    hint: `${near.how}: not read; rename it to ${resultDir} (a case's CSVs are read from its ${RESULT}/ directory only)`,
                };
            }
            if (parts.length === 2) {
                const names = namesOf(key);
                const near = names.includes(name) ? null : nearOutput(name, key);
                const target = `${resultDir}${names.includes(name) ? name : (near?.rule ?? '')}`;
                return {
                    missed: `the case's ${RESULT}/ directory`,
                    nearest: target,
                    hint: `not read: a case's CSVs are read from its ${RESULT}/ directory only; move it to ${target}${near ? `, under the expected name ${near.rule}` : ''}`,
                };
            }
            const near = nearOutput(name, key);
            const names = namesOf(key);
            return {
                missed: `the expected output files of ${key} (${names.join(', ')})`,
                nearest: `${external_node_path_default().posix.dirname(rel)}/${near.rule}`,
                hint: `${near.how}: not read, as the expected files are read by their exact names; rename it to ${near.rule}`,
            };
        },
    };
}

;// CONCATENATED MODULE: ./src/core/kinds/table/prepbench-summary.ts
/**
 * PrepBench-compatible `summary.json` and `summary.csv` for one table-suite trial, built as pure
 * functions with the meanings of PrepBench's batch evaluator:
 *
 * - one row per GT case; `execution` is `fail` only when the case could not be evaluated
 *   (`GT_NOT_FOUND`, `NOT_FOUND`), else `success`; `evaluation` is `correct` or `false`;
 * - `total` = cases, `success` = rows with execution success, `correct` = correct rows,
 *   `missing` = rows with error_type `NOT_FOUND`, `failed` = total − correct (missing ones
 *   included), `accuracy` = correct / total (0.0 when there are no cases),
 *   `passed` = total > 0 and every case correct;
 * - cases sorted by case number (names without a number last; ties by name).
 */



const SUMMARY_CSV_FIELDS = [
    'case_name',
    'execution',
    'evaluation',
    'candidate_dir',
    'gt_dir',
    'error_type',
    'error_message',
];
/** PrepBench's case order: by the number after `case_`; others last, then by name. */
function compareCaseNames(a, b) {
    const na = caseNumber(a) ?? Number.POSITIVE_INFINITY;
    const nb = caseNumber(b) ?? Number.POSITIVE_INFINITY;
    if (na !== nb)
        return na < nb ? -1 : 1;
    return (0,order/* byCodePoint */.HH)(a, b);
}
function sortCaseRows(rows) {
    return [...rows].sort((x, y) => compareCaseNames(x.case_name, y.case_name));
}
function aggregateCases(rows) {
    const total = rows.length;
    const success = rows.filter((r) => r.execution === 'success').length;
    const correct = rows.filter((r) => r.evaluation === 'correct').length;
    const missing = rows.filter((r) => r.error_type === 'NOT_FOUND').length;
    return {
        total,
        success,
        correct,
        missing,
        failed: total - correct,
        accuracy: total > 0 ? correct / total : 0,
        passed: total > 0 && correct === total,
    };
}
/** The summary object: aggregate plus cases sorted by case number. */
function buildPrepBenchSummary(rows, options = {}) {
    const cases = sortCaseRows(rows);
    const summary = { aggregate: aggregateCases(cases), cases };
    return options.summaryCsvPath === undefined ? summary : { ...summary, summary_csv: options.summaryCsvPath };
}
/**
 * `summary.json` text as Python's `json.dumps(..., ensure_ascii=False, indent=2)` writes it,
 * with a trailing newline (so `accuracy` is a float: `1.0`, not `1`).
 */
function renderSummaryJson(summary) {
    const ACC = '\u0000accuracy\u0000';
    const text = JSON.stringify({ ...summary, aggregate: { ...summary.aggregate, accuracy: ACC } }, null, 2);
    return `${text.replace(JSON.stringify(ACC), (0,pycompat/* pyFloatRepr */.XO)(summary.aggregate.accuracy))}\n`;
}
/** One CSV field as Python's csv module (QUOTE_MINIMAL) writes it. */
function csvField(value) {
    return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
/** `summary.csv` text: header then one row per case, CRLF line ends (Python csv's default). */
function renderSummaryCsv(rows) {
    const lines = [SUMMARY_CSV_FIELDS.join(',')];
    for (const row of rows)
        lines.push(SUMMARY_CSV_FIELDS.map((f) => csvField(row[f])).join(','));
    return `${lines.map((l) => `${l}\r\n`).join('')}`;
}

;// CONCATENATED MODULE: ./src/core/kinds/table/prepbench-view.ts
/**
 * PrepBench-compatible `summary.json` / `summary.csv` for one trial of a table suite, a view
 * of the report like every other. A case with no directory in the trial is NOT_FOUND, as
 * PrepBench's evaluator reports it.
 */

function prepbenchRows(trial, casesDir) {
    const rows = trial.verdicts.map((v) => {
        const errorType = v.status === 'success' ? '' : String(v.details.error_type ?? 'READ_ERROR');
        const text = v.details.prepbench_message ?? (v.status === 'error' ? v.error : v.message) ?? '';
        return {
            case_name: v.task,
            execution: errorType === 'NOT_FOUND' || errorType === 'GT_NOT_FOUND' ? 'fail' : 'success',
            evaluation: v.status === 'success' ? 'correct' : 'false',
            candidate_dir: String(v.details.candidate_dir ?? `${v.task}/result`),
            gt_dir: String(v.details.gt_dir ?? `${casesDir}/${v.task}`),
            error_type: errorType,
            error_message: v.status === 'success' ? '' : String(text),
        };
    });
    for (const task of trial.coverage.missing_tasks) {
        rows.push({
            case_name: task,
            execution: 'fail',
            evaluation: 'false',
            candidate_dir: `${task}/result`,
            gt_dir: `${casesDir}/${task}`,
            error_type: 'NOT_FOUND',
            error_message: `No candidate output_*.csv files found under ${task}/result.`,
        });
    }
    return rows;
}
function renderPrepbenchSummary(trial, casesDir) {
    const summary = buildPrepBenchSummary(prepbenchRows(trial, casesDir));
    return { json: renderSummaryJson(summary), csv: renderSummaryCsv(summary.cases) };
}

;// CONCATENATED MODULE: ./src/core/kinds/table/schema.ts
/** The `kind: table` section of agent-eval.yml (docs/manifest.md, docs/table-suites.md). Unknown keys are errors. */


const TableSuiteSchema = schemas/* strictObject */.rej({
    name: parts/* SuiteName */.wL,
    kind: schemas/* literal */.euz('table'),
    description: schemas/* string */.YjP().optional(),
    cases: parts/* BenchmarkPath */.zm.describe('directory of ground-truth cases: case_xxx/{config.json, output_NN.csv}'),
    tolerance: schemas/* number */.aig().min(0).lt(1).default(0.02).describe('relative numeric tolerance (PrepBench: 0.02)'),
    modes: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).min(1).optional().describe("if set, a trial directory's name must be one of these"),
    trials: schemas/* number */.aig().int().positive().optional().describe('number of trials a complete submission has'),
    trial_pattern: schemas/* string */.YjP().min(1).default('trial-*'),
    ...parts/* splitFields */.Kp,
    limits: schemas/* strictObject */.rej({
        csv_bytes: schemas/* number */.aig()
            .int()
            .positive()
            .default(128 * 1024 * 1024),
    })
        .prefault({}),
});

;// CONCATENATED MODULE: ./src/core/kinds/table/diagnose.ts
/**
 * Format slips of a candidate CSV, named with their fix (docs/table-suites.md, "Format
 * diagnostics"): a file separated by another delimiter than ",", and header names that differ
 * from the configured columns only in letter case, surrounding whitespace or Unicode
 * normalisation. Only the head of the file is read (the header and the first rows). A slip is
 * named only when a configured column is missing from the header as written, so the case fails
 * `MISSING_COLUMNS` anyway: the verdict stays PrepBench's, the diagnosis says why.
 */





/** How much of a file is read to diagnose it. */
const HEAD_BYTES = 64 * 1024;
/** The data rows whose delimiter count must agree with the header's. */
const ROWS_LOOKED_AT = 5;
/** Delimiters a file may have been written with instead of ",". */
const OTHER_DELIMITERS = [';', '\t', '|'];
const SHOWN_DELIMITER = { ';': '";"', '\t': 'tabs', '|': '"|"' };
/** The slips of the expected CSVs of one candidate case (`caseDir`: the case's directory name in the trial). */
function diagnoseCase(trialDir, caseDir, config) {
    const resultDir = external_node_path_default().join(trialDir, caseDir, 'result');
    try {
        if (!(0,external_node_fs_.lstatSync)(resultDir).isDirectory())
            return [];
    }
    catch {
        return [];
    }
    const slips = [];
    for (const name of Object.keys(config.files).sort()) {
        const head = readHead(external_node_path_default().join(resultDir, name));
        if (head === null)
            continue;
        const columns = config.files[name].columns.map((c) => c.name);
        const slip = diagnoseHead(head, columns);
        if (slip)
            slips.push({ file: `${caseDir}/result/${name}`, ...slip });
    }
    return slips;
}
/** The header and first rows of a file as text (UTF-8, else Latin-1), or null when it cannot be read. */
function readHead(file) {
    const opened = (0,untrusted/* openUntrusted */.BY)(file, Number.MAX_SAFE_INTEGER);
    if (!opened.ok)
        return null;
    try {
        const buf = Buffer.alloc(Math.min(opened.size, HEAD_BYTES));
        let got = 0;
        while (got < buf.length) {
            const n = (0,external_node_fs_.readSync)(opened.fd, buf, got, buf.length - got, got);
            if (n === 0)
                break;
            got += n;
        }
        let bytes = buf.subarray(0, got);
        // A head cut inside the file ends at its last complete line (never inside a character).
        if (opened.size > got)
            bytes = bytes.subarray(0, bytes.lastIndexOf(0x0a) + 1);
        const bom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
        return (0,external_node_buffer_.isUtf8)(bytes) ? bytes.toString('utf8', bom) : bytes.toString('latin1');
    }
    catch {
        return null;
    }
    finally {
        (0,external_node_fs_.closeSync)(opened.fd);
    }
}
/** The slip of one file from its head and the configured columns, or null when none is found. */
function diagnoseHead(head, columns) {
    const tokens = tokenizeCsv(head);
    if (!tokens.ok || tokens.records.length === 0)
        return null;
    const header = tokens.records[0];
    const missing = columns.filter((c) => !header.includes(c));
    if (missing.length === 0)
        return null;
    const delimiter = otherDelimiter(head, header.length, missing);
    if (delimiter) {
        const shown = SHOWN_DELIMITER[delimiter];
        return {
            cause: `delimiter ${delimiter}`,
            problem: `the file is separated by ${shown}, not by ",": PrepBench's evaluator reads commas only, so the configured columns are not found`,
            fix: `write the file with "," between fields`,
        };
    }
    const near = [];
    for (const expected of missing) {
        for (const found of header) {
            const how = headerDifference(found, expected);
            if (how) {
                near.push({ found, expected, how });
                break;
            }
        }
    }
    if (near.length === 0)
        return null;
    const hows = [...new Set(near.map((n) => n.how))].sort();
    const shown = near.slice(0, 3).map((n) => `${JSON.stringify(cut(n.found))} for ${JSON.stringify(cut(n.expected))}`);
    return {
        cause: `header ${hows.join(', ')}`,
        problem: `header names differ from the configured columns only in ${hows.join(' and ')} (${shown.join(', ')}${near.length > 3 ? ` and ${near.length - 3} more` : ''}): PrepBench's evaluator matches header names exactly`,
        fix: `rename them to the configured names`,
    };
}
/**
 * A delimiter other than "," the file is written with: splitting the header by it finds a
 * missing configured column, and the first rows hold as many of it as the header.
 */
function otherDelimiter(head, commaFields, missing) {
    const lines = firstLines(head, ROWS_LOOKED_AT + 1);
    if (lines.length === 0)
        return null;
    for (const d of OTHER_DELIMITERS) {
        const names = lines[0].split(d).map((n) => trimQuotes(n.trim()));
        if (names.length <= commaFields)
            continue;
        if (!missing.some((m) => names.some((n) => n === m || headerDifference(n, m) !== null)))
            continue;
        const count = names.length - 1;
        if (lines.slice(1).every((l) => l.split(d).length - 1 === count))
            return d;
    }
    return null;
}
/** How a header name differs from a configured column when only case, surrounding whitespace or normalisation does; null otherwise. */
function headerDifference(found, expected) {
    if (found === expected)
        return null;
    const t = found.trim();
    const nfc = (x) => x.normalize('NFC');
    let hows;
    if (t === expected)
        hows = [];
    else if (t.toLowerCase() === expected.toLowerCase())
        hows = ['letter case'];
    else if (nfc(t) === nfc(expected))
        hows = ['Unicode normalisation'];
    else if (nfc(t).toLowerCase() === nfc(expected).toLowerCase())
        hows = ['letter case', 'Unicode normalisation'];
    else
        return null;
    if (t !== found)
        hows.unshift('surrounding whitespace');
    return hows.join(' and ');
}
/** The first `max` non-blank lines of a text (`\n`, `\r\n` or `\r` ends a line). */
function firstLines(text, max) {
    const out = [];
    let start = 0;
    for (let i = 0; i <= text.length && out.length < max; i += 1) {
        const c = i < text.length ? text.charCodeAt(i) : 0x0a;
        if (c !== 0x0a && c !== 0x0d)
            continue;
        const line = text.slice(start, i);
        if (line.trim() !== '')
            out.push(line);
        start = i + 1;
    }
    return out;
}
/** A header name as a message shows it: at most 60 characters (a submitted name may be any length). */
function cut(name) {
    return name.length > 60 ? `${name.slice(0, 59)}…` : name;
}
function trimQuotes(s) {
    return s.length >= 2 && s.startsWith('"') && s.endsWith('"') ? s.slice(1, -1) : s;
}

;// CONCATENATED MODULE: ./src/core/kinds/table/suite.ts
/**
 * Table suites (docs/table-suites.md) behind the common suite interface: each ground-truth case is a
 * task, each `case_xxx` directory of a trial is its record, and the comparison engine gives
 * PrepBench's verdict. Problems with the submission's files (unreadable or symlinked CSVs)
 * and with the benchmark's configs are errors, never failures; every other PrepBench error
 * type is a failed case.
 */











/** Error types that say the files could not be judged, as opposed to a wrong answer. */
const NOT_JUDGED = new Set(['READ_ERROR', 'CONFIG_ERROR', 'GT_NOT_FOUND']);
const TABLE_METHOD = 'prepbench_case_accuracy_v1';
function tableScorer(suite) {
    // Each GT case is checked once per scoring pass, before its first comparison (gt-check.ts).
    const checked = new Map();
    const defectOf = (gtCaseDir) => {
        if (!checked.has(gtCaseDir)) {
            const defects = checkGroundTruthCase(gtCaseDir, `${suite.cases}/${external_node_path_default().basename(gtCaseDir)}`, suite.limits.csv_bytes, false).filter((d) => !d.warning);
            checked.set(gtCaseDir, defects.length === 0 ? null : `benchmark defect: ${defects.map((d) => `${d.file}: ${d.problem}`).join('; ')}`);
        }
        return checked.get(gtCaseDir);
    };
    // Each GT case's config, read once for the format diagnostics of every trial (null: invalid; compare.ts names it).
    const configs = new Map();
    const configOf = (gtCaseDir) => {
        if (!configs.has(gtCaseDir)) {
            const loaded = (0,table_config/* loadCaseConfig */.HQ)(external_node_path_default().join(gtCaseDir, 'config.json'));
            configs.set(gtCaseDir, loaded.ok ? loaded.config : null);
        }
        return configs.get(gtCaseDir);
    };
    return { scoreTrial: (input) => suite_scoreTrial(suite, input, defectOf, configOf), close: async () => { } };
}
async function suite_scoreTrial(suite, input, defectOf, configOf) {
    const errors = [];
    const gt = new Map(input.catalog.map((t) => [t.key, t.file]));
    const candidates = new Map();
    // By name: which of two spellings of one case is named first must not depend on the directory's order.
    const entries = (await (0,walker/* readDirectory */.gZ)(input.trialDir)).sort((0,order/* byKey */.dX)((e) => e.name));
    for (const entry of entries) {
        const key = normalizeCaseId(entry.name);
        if (!key)
            continue;
        if (entry.isSymbolicLink()) {
            errors.push({
                task: key,
                record: entry.name,
                stage: 'discovery',
                message: 'symlinked case directory is not followed',
            });
        }
        else if (!entry.isDirectory()) {
            continue;
        }
        else if (candidates.has(key)) {
            errors.push({
                task: key,
                record: entry.name,
                stage: 'record',
                message: `${candidates.get(key)} and ${entry.name} are the same case ${key} in one trial: keep one directory per case and remove the other`,
            });
        }
        else if (!input.allTasks.has(key)) {
            errors.push({
                task: null,
                record: entry.name,
                stage: 'identity',
                message: `${(0,messages/* unknownTaskMessage */.N5)('case', key, input.allTasks)} (GT_NOT_FOUND)`,
            });
        }
        else if (gt.has(key)) {
            candidates.set(key, entry.name);
        }
    }
    const duplicated = new Set(errors.filter((e) => e.stage === 'record').map((e) => e.task));
    const respelled = [...candidates].filter(([key, name]) => name !== key);
    // Format slips of every candidate, whichever shard owns it: the notes are the same in every shard.
    const slips = new Map();
    for (const [key, dirName] of [...candidates].sort(([a], [b]) => (0,order/* byCodeUnit */.X)(a, b))) {
        const config = duplicated.has(key) ? null : configOf(gt.get(key));
        const found = config ? diagnoseCase(input.trialDir, dirName, config) : [];
        if (found.length > 0)
            slips.set(key, found);
    }
    const verdicts = [];
    for (const [key, dirName] of [...candidates].sort(([a], [b]) => (0,order/* byCodeUnit */.X)(a, b))) {
        if (duplicated.has(key) || (input.owns && !input.owns(key)))
            continue;
        await (0,bounded_json/* yieldToEventLoop */.h5)();
        const gtCaseDir = gt.get(key);
        const result = compareCase({
            candidateResultDir: external_node_path_default().join(input.trialDir, dirName, 'result'),
            gtCaseDir,
            tolerance: suite.tolerance,
            maxFileBytes: suite.limits.csv_bytes,
        });
        // A defect of the ground truth is an error of the benchmark, never a failure of the submission
        // (docs/table-suites.md). A correct candidate met none that matters; only a case not found
        // correct pays for the check (once per case and scoring pass).
        const defect = result.correct ? null : defectOf(gtCaseDir);
        if (defect) {
            errors.push({ task: key, record: dirName, stage: 'verifier', message: defect });
            verdicts.push({
                task: key,
                record: dirName,
                status: 'error',
                success: null,
                message: null,
                checkpoints: null,
                error: defect,
                details: {
                    error_type: 'CONFIG_ERROR',
                    candidate_dir: `${dirName}/result`,
                    gt_dir: `${suite.cases}/${external_node_path_default().basename(gtCaseDir)}`,
                },
            });
            input.onVerdict();
            continue;
        }
        input.onVerdict();
        const relative = (text) => text
            .split(`${input.trialDir}${(external_node_path_default()).sep}`)
            .join('')
            .split(`${external_node_path_default().dirname(gtCaseDir)}${(external_node_path_default()).sep}`)
            .join(`${suite.cases}/`);
        const details = {
            error_type: result.error_type,
            prepbench_message: result.error_message,
            candidate_dir: `${dirName}/result`,
            gt_dir: `${suite.cases}/${external_node_path_default().basename(gtCaseDir)}`,
        };
        const slipped = result.correct
            ? ''
            : (slips.get(key) ?? []).map((f) => ` | ${f.file} ${f.problem}; ${f.fix}`).join('');
        const message = result.correct ? 'correct' : `${result.error_type}: ${relative(describe(result))}${slipped}`;
        const gold = result.diagnostics?.side === 'gold'; // the GT's own cells (an invalid boolean, an unreadable GT CSV)
        if (!result.correct && (NOT_JUDGED.has(result.error_type ?? '') || gold)) {
            errors.push({
                task: key,
                record: dirName,
                stage: result.error_type === 'CONFIG_ERROR' || gold ? 'verifier' : 'record',
                message,
            });
            verdicts.push({
                task: key,
                record: dirName,
                status: 'error',
                success: null,
                message: null,
                checkpoints: null,
                error: message,
                details,
            });
            continue;
        }
        verdicts.push({
            task: key,
            record: dirName,
            status: result.correct ? 'success' : 'failure',
            success: result.correct,
            message,
            checkpoints: null,
            error: null,
            details,
        });
    }
    for (const key of duplicated) {
        if (key)
            verdicts.push({
                task: key,
                record: null,
                status: 'error',
                success: null,
                message: null,
                checkpoints: null,
                error: `more than one directory for ${key}`,
                details: {},
            });
    }
    verdicts.sort((0,order/* byKey */.dX)((e) => e.task));
    return {
        verdicts,
        errors,
        pending: [],
        ...(respelled.length > 0 || slips.size > 0
            ? {
                notes: [
                    ...(respelled.length > 0 ? [respelledNote(respelled)] : []),
                    ...slipNotes([...slips.values()].flat()),
                ],
            }
            : {}),
    };
}
/** One note per cause of format slips (docs/table-suites.md), naming the files, the problem and the fix. */
function slipNotes(slips) {
    const byCause = new Map();
    for (const s of slips)
        byCause.set(s.cause, [...(byCause.get(s.cause) ?? []), s]);
    return [...byCause.values()].map((group) => {
        const files = group.slice(0, NAMES_SHOWN).map((s) => s.file);
        const more = group.length > NAMES_SHOWN ? ` and ${group.length - NAMES_SHOWN} more` : '';
        return `${files.join(', ')}${more}: ${group[0].problem}; ${group[0].fix}.`;
    });
}
const NAMES_SHOWN = 10;
/** Case directories accepted under another spelling than the GT's `case_NNN` (PrepBench: NOT_FOUND). */
function respelledNote(respelled) {
    const shown = respelled.slice(0, NAMES_SHOWN).map(([key, name]) => `${JSON.stringify(name)} as ${key}`);
    const more = respelled.length > NAMES_SHOWN ? ` and ${respelled.length - NAMES_SHOWN} more` : '';
    return (`${respelled.length} case director${respelled.length === 1 ? 'y was' : 'ies were'} accepted under another spelling than the case's own name: ${shown.join(', ')}${more}. ` +
        "PrepBench's evaluator looks up only the exact name and would report these cases NOT_FOUND (docs/prepbench-parity.md).");
}
/** Case accuracy of one trial, a pure function of its verdicts. */
function tableMetrics(verdicts, expected, status) {
    const perTask = verdicts.filter((v) => v.status !== 'error').map((v) => (v.success ? 1 : 0));
    return (0,common/* headlineAndObserved */.mn)('accuracy_percent', TABLE_METHOD, perTask, expected, status);
}
const suite_MAX_MESSAGE = 1500;
/** PrepBench's message, then where it went wrong: file, row key, column, expected vs found. */
/** A cell value as JSON, cut first: past MAX_MESSAGE it is never shown (a 100 MB cell is not copied). */
function shown(value) {
    return JSON.stringify(value.length > suite_MAX_MESSAGE ? value.slice(0, suite_MAX_MESSAGE) : value);
}
function describe(result) {
    const parts = [result.error_message ?? ''];
    const d = result.diagnostics;
    if (d?.mismatches?.length) {
        const cells = d.mismatches
            .slice(0, 3)
            .map((m) => `${m.file} row ${JSON.stringify(m.row_key)} column ${JSON.stringify(m.column)}: expected ${shown(m.expected)}, found ${shown(m.actual)}`);
        parts.push(`first mismatches: ${cells.join('; ')}`);
    }
    if (d?.missing_columns?.length)
        parts.push(`missing columns: ${d.missing_columns.slice(0, 10).join(', ')}`);
    if (d?.missing_files?.length)
        parts.push(`missing files: ${d.missing_files.slice(0, 10).join(', ')}`);
    if (d?.gold_rows !== undefined && d.cand_rows !== undefined)
        parts.push(`rows: expected ${d.gold_rows}, found ${d.cand_rows}`);
    const text = parts.join(' | ');
    return text.length > suite_MAX_MESSAGE ? `${text.slice(0, suite_MAX_MESSAGE)}…` : text;
}

;// CONCATENATED MODULE: ./src/core/kinds/table/kind.ts
/**
 * The table kind (docs/table-suites.md, PrepBench semantics): each `case_xxx` directory of the ground
 * truth is a task, compared cell by cell with the trial's case directory; case accuracy; and
 * PrepBench's own `summary.{json,csv}` per trial next to the report.
 */










const tableKind = {
    name: 'table',
    schema: TableSuiteSchema,
    tasksFrom: (suite) => suite.cases,
    catalog: loadCaseCatalog,
    taskNoun: 'case',
    taskKey: normalizeCaseId,
    validate: async (suite, at) => {
        const findings = [];
        for (const task of at.catalog) {
            for (const d of checkGroundTruthCase(task.file, `${suite.cases}/${external_node_path_default().basename(task.file)}`, suite.limits.csv_bytes)) {
                findings.push({
                    suite: suite.name,
                    task: task.key,
                    problem: `${d.file}: ${d.problem}`,
                    ...(d.warning ? { warning: true } : {}),
                });
            }
        }
        return { findings, checked: 'static' };
    },
    checkTrials: (suite, trials) => {
        if (!suite.modes)
            return;
        for (const t of trials) {
            if (!suite.modes.includes(external_node_path_default().basename(t.dir))) {
                throw new errors/* UsageError */.eb(`suite ${suite.name} declares modes ${suite.modes.join(', ')}: the trial directory ${t.shown} must be named after one of them`);
            }
        }
    },
    trialLayout: (_suite, catalog) => caseLayout(catalog),
    scorer: (suite) => tableScorer(suite),
    metrics: (_suite, verdicts, expected, status) => tableMetrics(verdicts, expected, status),
    metricList: [
        {
            name: 'accuracy',
            key: 'accuracy_percent',
            title: 'Accuracy %',
            unit: 'points',
            better: 'higher',
            decimals: 2,
            aggregation: 'correct cases over the expected cases, in %',
            compared: 'success',
        },
    ],
    primaryMetric: 'accuracy_percent',
    taskFiles: true,
    hiddenDetails: ['prepbench_message', 'candidate_dir', 'gt_dir'],
    reportFiles,
};
/** Table suites: every `case_xxx` directory of `cases`; task key = normalised case id. */
async function loadCaseCatalog(suite, at) {
    const { manifestFile } = at;
    const where = `${at.where}.cases`;
    const dir = external_node_path_default().join(at.root, suite.cases);
    let entries;
    try {
        entries = (await (0,walker/* readDirectory */.gZ)(dir)).sort((0,order/* byKey */.dX)((e) => e.name)); // (the same message on every machine)
    }
    catch {
        throw new errors/* ConfigError */.xL(manifestFile, `${where}: directory ${suite.cases} does not exist`);
    }
    const tasks = [];
    const seen = new Map();
    for (const e of entries) {
        const key = e.isDirectory() ? normalizeCaseId(e.name) : null;
        if (!key)
            continue;
        if (seen.has(key))
            throw new errors/* ConfigError */.xL(manifestFile, `${where}: ${seen.get(key)} and ${e.name} are the same case ${key}`);
        seen.set(key, e.name);
        tasks.push({ key, file: external_node_path_default().join(dir, e.name) });
    }
    if (tasks.length === 0)
        throw new errors/* ConfigError */.xL(manifestFile, `${where}: ${suite.cases} holds no case_xxx directory`);
    return tasks.sort((0,order/* byKey */.dX)((e) => e.key));
}
/**
 * For each trial, the PrepBench-compatible `<suite>/<trial>/summary.{json,csv}` (plus
 * `case_xxx.summary.*` when exactly one case was scored).
 */
function reportFiles(suite) {
    const files = [];
    for (const trial of suite.trials) {
        const dir = [suite.name, trial.name];
        const { json, csv } = renderPrepbenchSummary(trial, suite.tasks_from);
        files.push({ path: [...dir, 'summary.json'], text: json }, { path: [...dir, 'summary.csv'], text: csv });
        if (trial.coverage.expected === 1) {
            const only = trial.verdicts[0]?.task ?? trial.coverage.missing_tasks[0];
            files.push({ path: [...dir, `${only}.summary.json`], text: json }, { path: [...dir, `${only}.summary.csv`], text: csv });
        }
    }
    return files;
}

// EXTERNAL MODULE: ./src/core/kinds/trajectory/kind.ts + 8 modules
var trajectory_kind = __webpack_require__(4608);
;// CONCATENATED MODULE: ./src/core/kinds/registry.ts
/**
 * The suite kinds agent-eval knows: one descriptor each (kind.ts). The built-in kinds are
 * registered here, and nowhere else; everything that depends on the set of kinds (the manifest
 * schema, the kind enums of partial reports and leaderboards, the views' titles) is derived
 * from this list, and rebuilt when a kind is registered (`derived`).
 */




const registered = new Map();
let generation = 0;
/** Adds a suite kind. Its name must be new; schemas built from the registry are rebuilt. */
function registerKind(kind) {
    if (registered.has(kind.name))
        throw new Error(`suite kind "${kind.name}" is registered already`);
    const literal = kind.schema.shape.kind;
    if (!(literal instanceof schemas/* ZodLiteral */.DN5) || literal.values.size !== 1 || literal.value !== kind.name) {
        throw new Error(`suite kind "${kind.name}": its schema must have kind: z.literal(${JSON.stringify(kind.name)})`);
    }
    registered.set(kind.name, kind);
    generation++;
}
/** The descriptor of a kind; throws on a name no kind has (a manifest never gets here with one). */
function kindOf(name) {
    const kind = registered.get(name);
    if (!kind)
        throw new Error(`unknown suite kind "${name}"`);
    return kind;
}
/** The descriptor of a kind, or undefined (for reports read back, whose kind is a plain string). */
function findKind(name) {
    return registered.get(name);
}
/** Every registered kind, in registration order. */
function allKinds() {
    return [...registered.values()];
}
/** The kind names, in registration order: the values of every kind enum. */
function kindNames() {
    return [...registered.keys()];
}
/** A value built from the registry: built on first use, and again after a kind is registered. */
function derived(build) {
    let builtAt = -1;
    let value;
    return () => {
        if (builtAt !== generation) {
            value = build();
            builtAt = generation;
        }
        return value;
    };
}
// The built-in kinds (the order is that of every kind enum).
registerKind(trajectory_kind/* trajectoryKind */.Q);
registerKind(tableKind);
registerKind(outputKind);


/***/ }),

/***/ 1008:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HQ: () => (/* binding */ loadCaseConfig),
/* harmony export */   w5: () => (/* binding */ caseConfigSchema)
/* harmony export */ });
/* unused harmony export parseCaseConfig */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2311);
/* harmony import */ var _normalize_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3135);
/**
 * The ground-truth case config, `case_xxx/config.json`:
 * `{"files": {"output_01.csv": {"key": [...], "columns": {col: type}, "ignore_order"?: any}}}`.
 * Strict: an unknown key or type is an error naming the file, the path inside it and what was expected.
 */



const columnName = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().refine((s) => s.trim() !== '', { message: 'a non-empty column name' });
const fileSpecSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    key: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(columnName).min(1),
    columns: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(columnName, zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(_normalize_js__WEBPACK_IMPORTED_MODULE_1__/* .COLUMN_TYPES */ .RO)),
    /** Accepted for compatibility and ignored, as PrepBench's current evaluator does. */
    ignore_order: zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J().optional(),
})
    .superRefine((spec, ctx) => {
    spec.key.forEach((k, i) => {
        if (!Object.hasOwn(spec.columns, k)) {
            ctx.addIssue({
                code: 'custom',
                path: ['key', i],
                message: `key column ${JSON.stringify(k)} to be listed in "columns"`,
            });
        }
    });
});
const caseConfigSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ files: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), fileSpecSchema) });
const SCHEMA_WORDS = new Set(['files', 'key', 'columns', 'ignore_order']);
/** `files["output_01.csv"].columns["Date"]`: schema words dotted, file and column names quoted. */
function renderPath(path) {
    let out = '';
    path.forEach((p, i) => {
        // Position 1 is a file name, position 3 under "columns" a column name: always quoted.
        const inNames = i === 1 || (i === 3 && path[2] === 'columns');
        if (typeof p === 'number')
            out += `[${p}]`;
        else if (typeof p === 'string' && SCHEMA_WORDS.has(p) && !inNames)
            out += out === '' ? p : `.${p}`;
        else
            out += `[${JSON.stringify(String(p))}]`;
    });
    return out === '' ? '(top level)' : out;
}
function valueAt(root, path) {
    let cur = root;
    for (const p of path) {
        if (cur === null || typeof cur !== 'object')
            return undefined;
        cur = cur[p];
    }
    return cur;
}
function describe(value) {
    if (value === undefined)
        return 'nothing';
    if (Array.isArray(value))
        return 'an array';
    if (value === null)
        return 'null';
    if (typeof value === 'object')
        return 'an object';
    return JSON.stringify(value);
}
function describeIssue(issue, root) {
    const where = renderPath(issue.path);
    const got = describe(valueAt(root, issue.path));
    switch (issue.code) {
        case 'unrecognized_keys':
            return `${where}: unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}; expected only ${issue.path.length === 0 ? '"files"' : '"key", "columns" and optionally "ignore_order"'}`;
        case 'invalid_value':
            return `${where}: expected a column type, one of ${issue.values.map(String).join(', ')}; got ${got}`;
        case 'invalid_type':
            return `${where}: expected ${issue.expected === 'record' ? 'an object' : issue.expected}; got ${got}`;
        case 'too_small':
            return `${where}: expected a non-empty list of key columns; got ${got}`;
        default:
            return `${where}: expected ${issue.message}; got ${got}`;
    }
}
/**
 * Validate parsed JSON as a case config. `source` names the file in error messages.
 * `columnOrder` gives each file's column names in file order (JavaScript objects put integer-like
 * names such as "2021" first; Python, and so PrepBench, keeps the file's order).
 */
function parseCaseConfig(data, source, columnOrder) {
    const result = caseConfigSchema.safeParse(data);
    if (result.success) {
        const files = {};
        for (const [name, spec] of Object.entries(result.data.files)) {
            const declared = Object.keys(spec.columns);
            const ordered = columnOrder?.get(name) ?? declared;
            const names = ordered.length === declared.length && ordered.every((c) => Object.hasOwn(spec.columns, c)) ? ordered : declared;
            files[name] = {
                key: [...spec.key],
                columns: names.map((c) => ({ name: c, type: spec.columns[c] })),
            };
        }
        return { ok: true, config: { files } };
    }
    const first = result.error.issues[0];
    const detail = first ? describeIssue(first, data) : 'invalid config';
    const more = result.error.issues.length > 1 ? ` (and ${result.error.issues.length - 1} more problem(s))` : '';
    return { ok: false, error: `${source}: ${detail}${more}` };
}
const DEFAULT_MAX_CONFIG_BYTES = 4 * 1024 * 1024;
/** Read and validate a case config file. Never throws for a missing, oversized or malformed file. */
function loadCaseConfig(configPath, maxBytes = DEFAULT_MAX_CONFIG_BYTES) {
    let text;
    try {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(configPath);
        if (!st.isFile())
            return { ok: false, error: `${configPath}: not a regular file` };
        if (st.size > maxBytes)
            return { ok: false, error: `${configPath}: ${st.size} bytes exceeds the ${maxBytes}-byte limit` };
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(configPath, 'utf8');
    }
    catch (e) {
        const code = e.code;
        return {
            ok: false,
            error: code === 'ENOENT'
                ? `${configPath}: config file not found`
                : `${configPath}: cannot read (${code ?? String(e)})`,
        };
    }
    let data;
    try {
        data = JSON.parse(text.replace(/^\uFEFF/, ''));
    }
    catch (e) {
        return { ok: false, error: `${configPath}: invalid JSON (${e.message})` };
    }
    // Only integer-like column names ("2021") make the object's key order differ from the file's.
    return parseCaseConfig(data, configPath, hasIndexLikeColumn(data) ? columnOrderOf(text.replace(/^\uFEFF/, '')) : undefined);
}
/** Whether a name is an array index, which JavaScript objects list first, in numeric order. */
function isArrayIndex(name) {
    if (!/^(?:0|[1-9][0-9]*)$/.test(name))
        return false;
    return Number(name) <= 4294967294;
}
/** Whether some file's `columns` object has an array-index name (see columnOrderOf). */
function hasIndexLikeColumn(data) {
    const files = data?.files;
    if (files === null || typeof files !== 'object')
        return false;
    for (const spec of Object.values(files)) {
        const columns = spec?.columns;
        if (columns !== null && typeof columns === 'object' && Object.keys(columns).some(isArrayIndex))
            return true;
    }
    return false;
}
function readOrderedJson(text) {
    let i = 0;
    const ws = () => {
        while (i < text.length && ' \t\n\r'.includes(text[i] ?? ''))
            i += 1;
    };
    const value = () => {
        ws();
        const ch = text[i];
        if (ch === '{') {
            i += 1;
            const members = new Map();
            ws();
            if (text[i] === '}') {
                i += 1;
                return { members };
            }
            for (;;) {
                ws();
                const k = value();
                ws();
                i += 1; // ':'
                members.set(String(k), value()); // like a Python dict: first position, last value
                ws();
                if (text[i++] === '}')
                    return { members };
            }
        }
        if (ch === '[') {
            i += 1;
            const items = [];
            ws();
            if (text[i] === ']') {
                i += 1;
                return items;
            }
            for (;;) {
                items.push(value());
                ws();
                if (text[i++] === ']')
                    return items;
            }
        }
        if (ch === '"') {
            let j = i + 1;
            while (j < text.length && text[j] !== '"')
                j += text[j] === '\\' ? 2 : 1;
            const s = JSON.parse(text.slice(i, j + 1));
            i = j + 1;
            return s;
        }
        const m = /^(?:true|false|null|-?[0-9][0-9eE.+-]*)/.exec(text.slice(i, i + 64));
        i += m ? m[0].length : 1;
        return m ? JSON.parse(m[0]) : null;
    };
    return value();
}
function membersOf(v) {
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? v.members : undefined;
}
/** Each file's column names in the order the (already valid) config text lists them. */
function columnOrderOf(text) {
    const out = new Map();
    try {
        const files = membersOf(membersOf(readOrderedJson(text))?.get('files'));
        for (const [name, spec] of files ?? []) {
            const columns = membersOf(membersOf(spec)?.get('columns'));
            if (columns)
                out.set(name, [...columns.keys()]);
        }
    }
    catch {
        // fall back to object order
    }
    return out;
}


/***/ }),

/***/ 3135:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ht: () => (/* binding */ normalizeDatetime),
/* harmony export */   Jo: () => (/* binding */ normalizeNumber),
/* harmony export */   OG: () => (/* binding */ normalizeDate),
/* harmony export */   RO: () => (/* binding */ COLUMN_TYPES),
/* harmony export */   ZL: () => (/* binding */ isEmptyToken),
/* harmony export */   _w: () => (/* binding */ normalizeBoolean),
/* harmony export */   bo: () => (/* binding */ numbersClose),
/* harmony export */   oi: () => (/* binding */ InvalidBooleanError),
/* harmony export */   q0: () => (/* binding */ fastPlainDecimal),
/* harmony export */   rV: () => (/* binding */ normalizerFor)
/* harmony export */ });
/* unused harmony exports normalizeTextExact, normalizeTextNorm */
/* harmony import */ var _pycompat_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6147);
/**
 * Cell normalisation per column type, with PrepBench's exact rules (docs/table-suites.md). Cells are the
 * raw strings of the CSV; the result `null` means "empty".
 */

const COLUMN_TYPES = ['number', 'text_exact', 'text_norm', 'date', 'datetime', 'boolean'];
/** A boolean cell that is neither a true nor a false token (PrepBench raises ValueError). */
class InvalidBooleanError extends Error {
    raw;
    constructor(raw) {
        super(`Unrecognized boolean value: ${(0,_pycompat_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStrRepr */ .ow)(raw)}`);
        this.raw = raw;
        this.name = 'InvalidBooleanError';
    }
}
const EMPTY_TOKENS = new Set(['', 'none', 'nan', 'null', 'n/a', 'na']);
const DATE_EMPTY_TOKENS = new Set(['', 'na', 'n/a', 'null']);
/** The shared empty-token test: strip, lower-case, one of `"", none, nan, null, n/a, na`. */
function isEmptyToken(raw) {
    const s = (0,_pycompat_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStrip */ .m0)(raw);
    return s.length <= 4 && EMPTY_TOKENS.has((0,_pycompat_js__WEBPACK_IMPORTED_MODULE_0__/* .pyLower */ .Zh)(s));
}
const NUMBER_NOISE = new RegExp(`[,$%]${_pycompat_js__WEBPACK_IMPORTED_MODULE_0__/* .PY_WS */ .f5}*`, 'g');
const POW10 = Array.from({ length: 16 }, (_, i) => 10 ** i);
/**
 * `Number(text.slice(start, end))` when that text is a plain decimal (`-?[0-9]+(\.[0-9]+)?`) of
 * at most 15 digits, else undefined. With so few digits the value is an exact integer divided by
 * an exact power of ten, and one IEEE division rounds that correctly, as Number() does.
 */
function fastPlainDecimal(text, start, end) {
    let i = start;
    const neg = i < end && text.charCodeAt(i) === 0x2d;
    if (neg)
        i += 1;
    const intStart = i;
    let m = 0;
    let c = 0;
    while (i < end && (c = text.charCodeAt(i)) >= 0x30 && c <= 0x39) {
        m = m * 10 + (c - 0x30);
        i += 1;
    }
    const intDigits = i - intStart;
    if (intDigits === 0)
        return undefined;
    let frac = 0;
    if (i < end) {
        if (c !== 0x2e)
            return undefined;
        i += 1;
        const fracStart = i;
        while (i < end && (c = text.charCodeAt(i)) >= 0x30 && c <= 0x39) {
            m = m * 10 + (c - 0x30);
            i += 1;
        }
        frac = i - fracStart;
        if (frac === 0 || i < end)
            return undefined;
    }
    if (intDigits + frac > 15)
        return undefined;
    const v = frac === 0 ? m : m / POW10[frac];
    return neg ? -v : v;
}
/** number: strip, lower, drop `,` `$` `%` (and whitespace after them), Python float(); unparseable is empty. */
function normalizeNumber(raw) {
    const plain = fastPlainDecimal(raw, 0, raw.length); // fast path: already a plain decimal
    if (plain !== undefined)
        return plain;
    if (isEmptyToken(raw))
        return null;
    const cleaned = (0,_pycompat_js__WEBPACK_IMPORTED_MODULE_0__/* .pyLower */ .Zh)((0,_pycompat_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStrip */ .m0)(raw)).replace(NUMBER_NOISE, '');
    return (0,_pycompat_js__WEBPACK_IMPORTED_MODULE_0__/* .parsePythonFloat */ .Gc)(cleaned);
}
/** Strip, then remove one pair of matching surrounding quotes (`"…"` or `'…'`). */
function removeSurroundingQuotes(s) {
    const t = (0,_pycompat_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStrip */ .m0)(s);
    if (t.length >= 2) {
        const first = t[0];
        const last = t[t.length - 1];
        if ((first === '"' && last === '"') || (first === "'" && last === "'"))
            return t.slice(1, -1);
    }
    return t;
}
/** text_exact: strip surrounding space and quotes; empty tokens are empty; case and inner space kept. */
function normalizeTextExact(raw) {
    const n = raw.length;
    if (n > 4) {
        // Nothing to strip, no quote to remove, too long for an empty token: the text itself.
        const a = raw.charCodeAt(0);
        if (a !== 0x22 && a !== 0x27 && !(0,_pycompat_js__WEBPACK_IMPORTED_MODULE_0__/* .isPyWhitespaceCode */ .M)(a) && !(0,_pycompat_js__WEBPACK_IMPORTED_MODULE_0__/* .isPyWhitespaceCode */ .M)(raw.charCodeAt(n - 1)))
            return raw;
    }
    const s = removeSurroundingQuotes(raw);
    return isEmptyToken(s) ? null : s;
}
const INNER_WS = new RegExp(`${_pycompat_js__WEBPACK_IMPORTED_MODULE_0__/* .PY_WS */ .f5}+`, 'g');
/** Collapse runs of Python whitespace to one space (a string with none to collapse is returned as is). */
function collapseWhitespace(s) {
    const n = s.length;
    for (let i = 0; i < n; i += 1) {
        const c = s.charCodeAt(i);
        if (c > 0x20 && c < 0x7f)
            continue;
        if ((0,_pycompat_js__WEBPACK_IMPORTED_MODULE_0__/* .isPyWhitespaceCode */ .M)(c) && (c !== 0x20 || (i + 1 < n && (0,_pycompat_js__WEBPACK_IMPORTED_MODULE_0__/* .isPyWhitespaceCode */ .M)(s.charCodeAt(i + 1))))) {
            return s.replace(INNER_WS, ' ');
        }
    }
    return s;
}
/** text_norm: as text_exact, then strip, lower-case and collapse inner whitespace to one space. */
function normalizeTextNorm(raw) {
    const s = removeSurroundingQuotes(raw);
    if (isEmptyToken(s))
        return null;
    return collapseWhitespace((0,_pycompat_js__WEBPACK_IMPORTED_MODULE_0__/* .pyLower */ .Zh)((0,_pycompat_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStrip */ .m0)(s)));
}
// --- date / datetime: Python datetime.strptime semantics for the few formats PrepBench tries ---
const D = '\\p{Nd}';
const DIRECTIVES = {
    Y: `(${D}${D}${D}${D})`,
    m: '(1[0-2]|0[1-9]|[1-9])',
    d: `(3[01]|[12]${D}|0[1-9]|[1-9]| [1-9])`,
    H: `(2[0-3]|[01]${D}|${D})`,
    M: `([0-5]${D}|${D})`,
    S: `(6[01]|[0-5]${D}|${D})`,
};
function compileFormat(format) {
    const fields = [];
    let source = '';
    for (let i = 0; i < format.length; i += 1) {
        const ch = format[i] ?? '';
        if (ch === '%') {
            const directive = format[i + 1] ?? '';
            const part = DIRECTIVES[directive];
            if (part === undefined)
                throw new Error(`unsupported directive %${directive}`);
            fields.push(directive);
            source += part;
            i += 1;
        }
        else if (ch === ' ') {
            source += `${_pycompat_js__WEBPACK_IMPORTED_MODULE_0__/* .PY_WS */ .f5}+`; // strptime turns whitespace in the format into \s+
        }
        else {
            source += ch.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
        }
    }
    // Python matches from the start and then insists that no text remains; it does not anchor the end.
    return { regex: new RegExp(`^${source}`, 'u'), fields };
}
const DATE_FORMATS = ['%Y-%m-%d', '%Y/%m/%d', '%d/%m/%Y'].map(compileFormat);
const DATETIME_FORMATS = ['%Y-%m-%d %H:%M:%S', '%Y-%m-%d %H:%M', '%Y/%m/%d %H:%M:%S', '%d/%m/%Y %H:%M:%S'].map(compileFormat);
function daysInMonth(year, month) {
    if (month === 2)
        return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
    return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
function strptime(s, format) {
    const m = format.regex.exec(s);
    if (!m || m[0].length !== s.length)
        return null;
    const parts = { year: 1900, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
    format.fields.forEach((field, i) => {
        const value = (0,_pycompat_js__WEBPACK_IMPORTED_MODULE_0__/* .parseDecimalDigits */ .r9)((0,_pycompat_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStrip */ .m0)(m[i + 1] ?? ''));
        if (field === 'Y')
            parts.year = value;
        else if (field === 'm')
            parts.month = value;
        else if (field === 'd')
            parts.day = value;
        else if (field === 'H')
            parts.hour = value;
        else if (field === 'M')
            parts.minute = value;
        else if (field === 'S')
            parts.second = value;
    });
    // datetime(...) rejects what the regexes let through: year 0, day 31 in a 30-day month, second 60/61.
    if (parts.year < 1 || parts.day > daysInMonth(parts.year, parts.month) || parts.second > 59)
        return null;
    return parts;
}
function isThreeDigitYear(s) {
    const chars = [...s];
    return chars.length === 3 && chars.every((c) => (0,_pycompat_js__WEBPACK_IMPORTED_MODULE_0__/* .decimalDigitValue */ .k)(c) !== null);
}
function parseAny(s, formats) {
    for (const f of formats) {
        const parsed = strptime(s, f);
        if (parsed)
            return parsed;
    }
    // PrepBench retries `d/m/yyy` (a 3-digit year) with the year padded to 4 digits.
    if (s.includes('/')) {
        const pieces = s.split('/');
        if (pieces.length === 3 && isThreeDigitYear(pieces[2] ?? '')) {
            const padded = `${pieces[0]}/${pieces[1]}/0${pieces[2]}`;
            for (const f of formats) {
                const parsed = strptime(padded, f);
                if (parsed)
                    return parsed;
            }
        }
    }
    return null;
}
const pad = (n, width) => String(n).padStart(width, '0');
/** `strftime('%Y-%m-%d')`: the year as Python writes it on Linux (`991-01-01`), month and day padded. */
function formatDate(p) {
    return `${(0,_pycompat_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStrftimeYear */ .Zu)(p.year)}-${pad(p.month, 2)}-${pad(p.day, 2)}`;
}
const isDigit = (c) => c >= 0x30 && c <= 0x39;
/** The value of ASCII digits s[from..to), or −1 if one is not an ASCII digit. */
function asciiNumber(s, from, to) {
    let v = 0;
    for (let i = from; i < to; i += 1) {
        const c = s.charCodeAt(i);
        if (!isDigit(c))
            return -1;
        v = v * 10 + (c - 0x30);
    }
    return v;
}
/**
 * The common spellings, decided without the strptime machinery: ten ASCII characters,
 * `YYYY-MM-DD`, `YYYY/MM/DD` or `DD/MM/YYYY`. With two-digit fields each of these has a single
 * strptime reading (the other formats cannot match), so the result is formatDate of that reading
 * when it is a valid date (the text itself for `YYYY-MM-DD` from year 1000 on) and the text when not. `undefined`: not
 * one of these shapes.
 */
function fastDate(s) {
    if (s.length !== 10)
        return undefined;
    const c2 = s.charCodeAt(2);
    const c4 = s.charCodeAt(4);
    let year;
    let month;
    let day;
    if (c4 === 0x2d || c4 === 0x2f) {
        // YYYY-MM-DD or YYYY/MM/DD
        if (s.charCodeAt(7) !== c4)
            return undefined;
        year = asciiNumber(s, 0, 4);
        month = asciiNumber(s, 5, 7);
        day = asciiNumber(s, 8, 10);
    }
    else if (c2 === 0x2f && s.charCodeAt(5) === 0x2f) {
        // DD/MM/YYYY
        day = asciiNumber(s, 0, 2);
        month = asciiNumber(s, 3, 5);
        year = asciiNumber(s, 6, 10);
    }
    else
        return undefined;
    if (year < 0 || month < 0 || day < 0)
        return undefined;
    const valid = year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
    if (!valid)
        return s;
    return c4 === 0x2d && year >= 1000 ? s : formatDate({ year, month, day, hour: 0, minute: 0, second: 0 });
}
/** date: `%Y-%m-%d`, `%Y/%m/%d`, `%d/%m/%Y` → `strftime('%Y-%m-%d')` (`YYYY-MM-DD`, `991-01-01` before year 1000), else the stripped text; empty is `"", na, n/a, null`. */
function normalizeDate(raw) {
    const s = (0,_pycompat_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStrip */ .m0)(raw);
    const fast = fastDate(s);
    if (fast !== undefined)
        return fast;
    if (DATE_EMPTY_TOKENS.has((0,_pycompat_js__WEBPACK_IMPORTED_MODULE_0__/* .pyLower */ .Zh)(s)))
        return null;
    const parsed = parseAny(s, DATE_FORMATS);
    return parsed ? formatDate(parsed) : s;
}
/** datetime: four formats → `strftime('%Y-%m-%d %H:%M:%S')` (the year as for date), else the stripped text; same empty set as date. */
function normalizeDatetime(raw) {
    const s = (0,_pycompat_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStrip */ .m0)(raw);
    if (DATE_EMPTY_TOKENS.has((0,_pycompat_js__WEBPACK_IMPORTED_MODULE_0__/* .pyLower */ .Zh)(s)))
        return null;
    const p = parseAny(s, DATETIME_FORMATS);
    return p ? `${formatDate(p)} ${pad(p.hour, 2)}:${pad(p.minute, 2)}:${pad(p.second, 2)}` : s;
}
const TRUE_TOKENS = new Set(['true', '1', 'yes', 'y', 't', '是']);
const FALSE_TOKENS = new Set(['false', '0', 'no', 'n', 'f', '否']);
/** Valid boolean spellings seen so far (boolean columns hold a handful of them). */
const booleanMemo = new Map();
/** boolean: empty tokens are empty; `true,1,yes,y,t,是` / `false,0,no,n,f,否`; anything else throws. */
function normalizeBoolean(raw) {
    const known = booleanMemo.get(raw);
    if (known !== undefined)
        return known;
    let value;
    if (isEmptyToken(raw))
        value = null;
    else {
        const s = (0,_pycompat_js__WEBPACK_IMPORTED_MODULE_0__/* .pyLower */ .Zh)((0,_pycompat_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStrip */ .m0)(raw));
        if (TRUE_TOKENS.has(s))
            value = true;
        else if (FALSE_TOKENS.has(s))
            value = false;
        else
            throw new InvalidBooleanError(raw);
    }
    if (booleanMemo.size < 4096)
        booleanMemo.set(raw, value);
    return value;
}
/** The normaliser of a column type. The boolean one throws InvalidBooleanError for a bad boolean. */
function normalizerFor(type) {
    switch (type) {
        case 'number':
            return normalizeNumber;
        case 'text_exact':
            return normalizeTextExact;
        case 'text_norm':
            return normalizeTextNorm;
        case 'date':
            return normalizeDate;
        case 'datetime':
            return normalizeDatetime;
        case 'boolean':
            return normalizeBoolean;
    }
}
/**
 * Numeric closeness: both empty match; one empty does not; otherwise
 * `|a−b| / max(|a|,|b|) < tol`, or `|a−b| < tol` when either side is 0 (strict `<`).
 */
function numbersClose(a, b, tolerance) {
    if (a === null && b === null)
        return true;
    if (a === null || b === null)
        return false;
    if (a === 0 && b === 0)
        return true;
    if (a === 0 || b === 0)
        return Math.abs(a - b) < tolerance;
    return Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b)) < tolerance;
}


/***/ }),

/***/ 6147:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GL: () => (/* binding */ pyStrListRepr),
/* harmony export */   Gc: () => (/* binding */ parsePythonFloat),
/* harmony export */   M: () => (/* binding */ isPyWhitespaceCode),
/* harmony export */   XO: () => (/* binding */ pyFloatRepr),
/* harmony export */   Zh: () => (/* binding */ pyLower),
/* harmony export */   Zu: () => (/* binding */ pyStrftimeYear),
/* harmony export */   f5: () => (/* binding */ PY_WS),
/* harmony export */   k: () => (/* binding */ decimalDigitValue),
/* harmony export */   m0: () => (/* binding */ pyStrip),
/* harmony export */   ow: () => (/* binding */ pyStrRepr),
/* harmony export */   r9: () => (/* binding */ parseDecimalDigits),
/* harmony export */   rM: () => (/* binding */ pyTupleRepr)
/* harmony export */ });
/**
 * Small re-implementations of the Python string and number behaviours that PrepBench's evaluator
 * relies on (`str.strip()`, `float()`, `repr()`), so that normalised values and messages agree
 * with the reference implementation rather than with JavaScript's own rules.
 */
/** Characters for which Python's `str.isspace()` is true (what `str.strip()` and `re`'s `\s` use). */
const PY_WHITESPACE_CLASS = '\\t\\n\\u000b\\u000c\\r\\u001c\\u001d\\u001e\\u001f \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
/** A regex character class source matching one Python whitespace character. */
const PY_WS = `[${PY_WHITESPACE_CLASS}]`;
const IS_PY_WS = new RegExp(`^${PY_WS}$`);
/** Whether a UTF-16 code unit is Python whitespace (`str.isspace()`). */
function isPyWhitespaceCode(c) {
    return ((c >= 0x09 && c <= 0x0d) ||
        (c >= 0x1c && c <= 0x20) ||
        c === 0x85 ||
        c === 0xa0 ||
        (c >= 0x1680 &&
            (c === 0x1680 ||
                (c >= 0x2000 && c <= 0x200a) ||
                c === 0x2028 ||
                c === 0x2029 ||
                c === 0x202f ||
                c === 0x205f ||
                c === 0x3000)));
}
/** Python's `s.strip()` with no argument. */
function pyStrip(s) {
    const n = s.length;
    if (n === 0 || (!isPyWhitespaceCode(s.charCodeAt(0)) && !isPyWhitespaceCode(s.charCodeAt(n - 1))))
        return s;
    return stripWhere(s, isPyWhitespaceCode);
}
/**
 * `s` without the leading and trailing code units `drop` accepts. Scanned, not matched: a pattern
 * like `\s+$` retries from every whitespace character of a cell, which is quadratic.
 */
function stripWhere(s, drop) {
    let start = 0;
    let end = s.length;
    while (start < end && drop(s.charCodeAt(start)))
        start += 1;
    while (end > start && drop(s.charCodeAt(end - 1)))
        end -= 1;
    return s.slice(start, end);
}
/** Python's `Py_ISSPACE`, the ASCII whitespace `float()` strips: space, \t, \n, \v, \f, \r. */
const isAsciiSpaceCode = (c) => c === 0x20 || (c >= 0x09 && c <= 0x0d);
/** Python's `str.lower()` (full Unicode case mapping, same as JavaScript's for practical input). */
function pyLower(s) {
    return s.toLowerCase();
}
const ND = /^\p{Nd}$/u;
/** The decimal value of a Unicode decimal digit (category Nd); digits come in runs starting at 0. */
function decimalDigitValue(ch) {
    const cp = ch.codePointAt(0);
    if (cp !== undefined && cp >= 0x30 && cp <= 0x39 && ch.length === 1)
        return cp - 0x30;
    if (cp === undefined || !ND.test(ch))
        return null;
    let start = cp;
    while (start > 0 && ND.test(String.fromCodePoint(start - 1)))
        start -= 1;
    return (cp - start) % 10;
}
/** Parse a run of Unicode decimal digits as Python's `int()` would. */
function parseDecimalDigits(s) {
    let value = 0;
    for (const ch of s) {
        const d = decimalDigitValue(ch);
        if (d === null)
            return Number.NaN;
        value = value * 10 + d;
    }
    return value;
}
const ASCII_ONLY = /^[\x00-\x7f]*$/;
const PY_FLOAT_SYNTAX = /^[+-]?(?:(?:\d(?:_?\d)*)?\.\d(?:_?\d)*|\d(?:_?\d)*\.?)(?:e[+-]?\d(?:_?\d)*)?$/i;
const PY_FLOAT_SPECIAL = /^([+-]?)(inf|infinity|nan)$/i;
/**
 * Python's `float(s)`: returns the number, or null where Python raises ValueError.
 * Accepts surrounding whitespace, `_` between digits, any Unicode decimal digits,
 * and `inf`/`infinity`/`nan` with an optional sign.
 */
function parsePythonFloat(input) {
    // float() first maps non-ASCII decimal digits to ASCII and non-ASCII whitespace to ' ';
    // any other non-ASCII character makes the text invalid.
    let ascii = input;
    if (!ASCII_ONLY.test(input)) {
        ascii = '';
        for (const ch of input) {
            const cp = ch.codePointAt(0) ?? 0;
            if (cp < 128)
                ascii += ch;
            else if (IS_PY_WS.test(ch))
                ascii += ' ';
            else {
                const d = decimalDigitValue(ch);
                if (d === null)
                    return null;
                ascii += String(d);
            }
        }
    }
    const s = stripWhere(ascii, isAsciiSpaceCode);
    const special = PY_FLOAT_SPECIAL.exec(s);
    if (special) {
        const word = (special[2] ?? '').toLowerCase();
        if (word === 'nan')
            return Number.NaN;
        return special[1] === '-' ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
    }
    if (!PY_FLOAT_SYNTAX.test(s))
        return null;
    return Number(s.replace(/_/g, ''));
}
/**
 * Python's `datetime.strftime('%Y')` as PrepBench runs it: on Linux, Python 3.9 to 3.13 hand `%Y` to
 * glibc, which writes the year without padding (`991`, not `0991`). Python 3.14 pads it to four
 * digits (CPython gh-120713); PrepBench's own runs predate that.
 */
function pyStrftimeYear(year) {
    return String(year);
}
/** Python's `repr(float)`: shortest round-trip digits, `1.0` not `1`, exponent form outside 1e-4..1e16. */
function pyFloatRepr(x) {
    if (Number.isNaN(x))
        return 'nan';
    if (x === Number.POSITIVE_INFINITY)
        return 'inf';
    if (x === Number.NEGATIVE_INFINITY)
        return '-inf';
    if (x === 0)
        return Object.is(x, -0) ? '-0.0' : '0.0';
    const sign = x < 0 ? '-' : '';
    const [mantissa = '0', expText = '0'] = Math.abs(x).toExponential().split('e');
    const digits = mantissa.replace('.', '');
    const exp = Number(expText);
    if (exp < -4 || exp >= 16) {
        const frac = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
        const e = Math.abs(exp) < 10 ? `0${Math.abs(exp)}` : String(Math.abs(exp));
        return `${sign}${frac}e${exp < 0 ? '-' : '+'}${e}`;
    }
    if (exp < 0)
        return `${sign}0.${'0'.repeat(-exp - 1)}${digits}`;
    const intPart = digits.length > exp + 1 ? digits.slice(0, exp + 1) : digits.padEnd(exp + 1, '0');
    const fracPart = digits.length > exp + 1 ? digits.slice(exp + 1) : '0';
    return `${sign}${intPart}.${fracPart}`;
}
const NON_PRINTABLE = /[\p{C}\p{Z}]/u;
/** Python's `repr(str)`. */
function pyStrRepr(s) {
    const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
    let out = quote;
    for (const ch of s) {
        if (ch === quote || ch === '\\')
            out += `\\${ch}`;
        else if (ch === '\n')
            out += '\\n';
        else if (ch === '\r')
            out += '\\r';
        else if (ch === '\t')
            out += '\\t';
        else if (ch !== ' ' && NON_PRINTABLE.test(ch)) {
            const cp = ch.codePointAt(0) ?? 0;
            if (cp < 0x100)
                out += `\\x${cp.toString(16).padStart(2, '0')}`;
            else if (cp < 0x10000)
                out += `\\u${cp.toString(16).padStart(4, '0')}`;
            else
                out += `\\U${cp.toString(16).padStart(8, '0')}`;
        }
        else
            out += ch;
    }
    return out + quote;
}
/** Python's `repr()` of a normalised cell value (`None`, `True`/`False`, a float or a str). */
function pyValueRepr(v) {
    if (v === null)
        return 'None';
    if (typeof v === 'boolean')
        return v ? 'True' : 'False';
    if (typeof v === 'number')
        return pyFloatRepr(v);
    return pyStrRepr(v);
}
/** Python's `repr(tuple)`, as PrepBench prints row keys. */
function pyTupleRepr(values) {
    const inner = values.map(pyValueRepr);
    return inner.length === 1 ? `(${inner[0]},)` : `(${inner.join(', ')})`;
}
/** Python's `repr(list_of_str)`. */
function pyStrListRepr(values) {
    return `[${values.map(pyStrRepr).join(', ')}]`;
}


/***/ }),

/***/ 9016:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ac: () => (/* binding */ JudgeRecordSchema),
/* harmony export */   _X: () => (/* binding */ CCE_METHOD),
/* harmony export */   rJ: () => (/* binding */ readJudgeRecord)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2311);
/* harmony import */ var _manifest_zod_issues_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2472);
/* harmony import */ var _metrics_common_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5716);
/**
 * Causal Collaboration Effectiveness from saved judge records (docs/cce.md): per task |C|/|T|
 * (4 decimals) for a successful task, 0 for a failed one. A successful task whose judge record
 * is missing or failed is pending, never zero.
 */



const CCE_METHOD = 'cce_saved_judge_v1';
const Id = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()]);
const JudgeRecordSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    task_key: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    judge: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ model: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1), endpoint: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }),
    C: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(Id).optional(),
    T: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(Id).optional(),
    error: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
});
function readJudgeRecord(data) {
    const parsed = JudgeRecordSchema.safeParse(data);
    if (!parsed.success) {
        const task = typeof data?.task_key === 'string' ? data.task_key : null;
        return { kind: 'invalid', task, error: `judge record: ${(0,_manifest_zod_issues_js__WEBPACK_IMPORTED_MODULE_2__/* .formatIssues */ .o)(parsed.error)}` };
    }
    const { task_key: task, judge, C, T, error } = parsed.data;
    if (error !== undefined)
        return { kind: 'failed', task, judge, reason: error };
    if (!C || !T)
        return { kind: 'invalid', task, error: 'judge record: needs C and T (or error)' };
    const total = new Set(T.map(String));
    const causal = new Set(C.map(String));
    if (total.size === 0)
        return { kind: 'invalid', task, error: 'judge record: T is empty' };
    for (const c of causal) {
        if (!total.has(c))
            return { kind: 'invalid', task, error: `judge record: C contains ${JSON.stringify(c)}, which is not in T` };
    }
    return { kind: 'ok', task, judge, value: (0,_metrics_common_js__WEBPACK_IMPORTED_MODULE_0__/* .roundTo */ .GB)(causal.size / total.size, 4) };
}


/***/ }),

/***/ 7086:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GF: () => (/* binding */ CCE_JUDGE_METHOD),
/* harmony export */   rH: () => (/* binding */ cacheRecordOf),
/* harmony export */   vf: () => (/* binding */ judgeTask)
/* harmony export */ });
/* unused harmony exports parseIds, perAgent */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8815);
/* harmony import */ var _fs_bounded_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1067);
/* harmony import */ var _fs_untrusted_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3441);
/* harmony import */ var _judge_cache_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7833);
/* harmony import */ var _metrics_common_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5716);
/* harmony import */ var _util_data_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9966);
/* harmony import */ var _util_order_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3592);
/**
 * CCE computed by agent-eval with an LLM judge, protocol `cce_backward_v1` (docs/cce.md,
 * docs/cce.md): the backward-tracing method published with AgentWorld's CCE v2, with our own
 * prompts.
 *
 *   T = the non-empty action strings, in order, numbered 1..|T|, each with its round and agent.
 *   Step 1: the judge names the actions that directly accomplished the objective → C.
 *   Step 2: rounds from last to first; a round is skipped when all its actions are in C or no
 *   action of C lies in a strictly later round; otherwise the judge names which of the round's
 *   remaining actions enable an action of C in later rounds, and they join C.
 *   CCE = |C| / |T| (4 decimals); per agent, the share of C.
 *
 * Any judge failure (HTTP error after retries, timeout, an answer still invalid after a re-ask,
 * the request budget) leaves the task pending with the reason; it is never scored 0.
 */









const CCE_JUDGE_METHOD = 'cce_backward_trace_v1';
/** T: the non-empty action strings of a parsed trajectory, in order. */
function extractActions(record) {
    const rounds = record?.rounds;
    if (!Array.isArray(rounds))
        return [];
    const out = [];
    rounds.forEach((r, index) => {
        const round = typeof r?.round === 'number' && Number.isFinite(r.round) ? r.round : index + 1;
        const actions = Array.isArray(r?.actions) ? r.actions : [];
        for (const a of actions) {
            const text = typeof a?.action === 'string' ? a.action.trim() : '';
            if (!text)
                continue;
            const agent = typeof a?.agent_name === 'string' && a.agent_name.trim() ? a.agent_name.trim() : 'unknown';
            out.push({ id: out.length + 1, round, agent, action: text });
        }
    });
    return out;
}
/** The objective and a bounded game-context excerpt from the task file (benchmark code, trusted). */
function readTaskText(taskFile, task, config) {
    let text = '';
    try {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(taskFile).size <= 4 * 1024 * 1024)
            text = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(taskFile, 'utf8');
    }
    catch {
        text = '';
    }
    let data;
    try {
        data = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .parse */ .qg)(text);
    }
    catch {
        data = null;
    }
    const fields = (0,_util_data_js__WEBPACK_IMPORTED_MODULE_7__/* .isObject */ .G)(data) ? data : {};
    const show = (v) => (typeof v === 'string' ? v : JSON.stringify(v, null, 1));
    const objectiveKey = config.objective_keys.find((k) => fields[k] !== undefined && fields[k] !== null);
    const objective = objectiveKey ? show(fields[objectiveKey]) : `Complete the task ${task}.`;
    const marked = config.context_markers
        .filter((k) => fields[k] !== undefined && fields[k] !== null)
        .map((k) => `${k}: ${show(fields[k])}`);
    const context = marked.length > 0 ? marked.join('\n') : text;
    return { objective: (0,_util_data_js__WEBPACK_IMPORTED_MODULE_7__/* .truncate */ .x)(objective, config.objective_chars), context: (0,_util_data_js__WEBPACK_IMPORTED_MODULE_7__/* .truncate */ .x)(context, config.context_chars) };
}
const SYSTEM = 'You evaluate trajectories of multi-agent teams in a game world. You decide which actions causally contributed ' +
    'to the team accomplishing its objective. Judge only from the information given. Reply with a single JSON object ' +
    'of the form {"ids": [<integers>]} and nothing else: no prose, no code fences.';
function line(a, config) {
    return `[${a.id}] round ${a.round}, ${a.agent}: ${(0,_util_data_js__WEBPACK_IMPORTED_MODULE_7__/* .truncate */ .x)(a.action, config.action_chars).replace(/\s+/g, ' ')}`;
}
/** The system message and a user message that starts with the task and its objective. */
function chat(task, text, body) {
    return [
        { role: 'system', content: SYSTEM },
        { role: 'user', content: [`Task: ${task}`, `Objective: ${text.objective}`, '', ...body].join('\n') },
    ];
}
function terminalPrompt(task, text, actions, config) {
    return chat(task, text, [
        'The team accomplished this objective. These are all of its actions, numbered, in order:',
        ...actions.map((a) => line(a, config)),
        '',
        'Which actions directly accomplished the objective? Name only the terminal actions whose own effect completes ' +
            'the objective (for example the final craft, delivery or kill that the objective asks for), not the ' +
            'preparation that made them possible.',
        'Answer {"ids": [...]} with numbers from the list above.',
    ]);
}
function roundPrompt(task, text, round, candidates, later, config) {
    return chat(task, text, [
        'Game context (excerpt):',
        text.context || '(none)',
        '',
        'Actions from later rounds already known to contribute to accomplishing the objective:',
        ...later.map((a) => line(a, config)),
        '',
        `Candidate actions from round ${round}:`,
        ...candidates.map((a) => line(a, config)),
        '',
        'Which candidate actions enable at least one of the contributing actions above, that is, without which that ' +
            'action would have failed, been impossible, or not been taken (for example gathering a material it uses, ' +
            'moving into position for it, or a message that coordinated it)? Leave out actions with no such effect.',
        'Answer {"ids": [...]} with candidate numbers only; {"ids": []} when none.',
    ]);
}
/** Validates a judge answer: a JSON object {"ids": [integers]} whose ids are all in `allowed`. */
function parseIds(content, allowed) {
    let text = content.trim().replace(/^```(?:json)?\s*/i, '');
    // Not `\s*```$`, which retries from each character of a run of whitespace (quadratic).
    if (text.endsWith('```'))
        text = text.slice(0, -3).trimEnd();
    if (!text.startsWith('{')) {
        const start = text.indexOf('{');
        const end = text.lastIndexOf('}');
        if (start < 0 || end < start)
            return { ok: false, error: 'the answer holds no JSON object' };
        text = text.slice(start, end + 1);
    }
    const parsed = (0,_fs_bounded_json_js__WEBPACK_IMPORTED_MODULE_3__/* .parseJsonBounded */ .Xg)(text, 8);
    if (!parsed.ok)
        return { ok: false, error: `the answer is not valid JSON (${parsed.message})` };
    const ids = parsed.value?.ids;
    if (!Array.isArray(ids))
        return { ok: false, error: 'the answer has no "ids" array' };
    const out = new Set();
    for (const id of ids) {
        if (typeof id !== 'number' || !Number.isInteger(id))
            return { ok: false, error: `id ${JSON.stringify(id)} is not an integer` };
        if (!allowed.has(id))
            return { ok: false, error: `id ${id} is not one of the listed actions` };
        out.add(id);
    }
    return { ok: true, ids: [...out].sort((a, b) => a - b) };
}
/** Judges one successful task: from the cache when possible, else by backward tracing. */
async function judgeTask(judge, config, input) {
    let requests = 0;
    const task = await judgeTaskInner(judge, config, input, (n) => (requests += n));
    return { task, requests };
}
async function judgeTaskInner(judge, config, input, count) {
    const base = {
        task: input.task,
        status: 'pending',
        trajectory_sha256: null,
        cached: false,
        T: null,
        C: null,
        cce: null,
        per_agent: null,
        answers: [],
        pending: null,
    };
    const read = (0,_fs_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .readUntrusted */ .Pd)(input.recordAbs, input.maxBytes, { expect: input.recordId });
    if (!read.ok) {
        const { problem } = read;
        if (problem.kind === 'too-big')
            return { ...base, pending: `the record is ${problem.size} bytes, over the limit of ${input.maxBytes}` };
        return { ...base, pending: `the record could not be read for judging: it ${problem.message}` };
    }
    const bytes = read.buf.subarray(0, read.length);
    const digest = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(bytes).digest('hex');
    const parsed = (0,_fs_bounded_json_js__WEBPACK_IMPORTED_MODULE_3__/* .parseJsonBounded */ .Xg)(bytes.toString('utf8'), input.maxDepth, { nonFinite: true }); // a record: docs/records.md, "The JSON dialect"
    if (!parsed.ok)
        return {
            ...base,
            trajectory_sha256: digest,
            pending: `the record could not be parsed for judging: ${parsed.message}`,
        };
    const actions = extractActions(parsed.value);
    const withDigest = { ...base, trajectory_sha256: digest, T: actions.length };
    if (actions.length === 0)
        return { ...withDigest, status: 'no_actions', C: [], cce: 0, per_agent: {}, pending: null };
    const key = { trajectory_sha256: digest, task: input.task, model: judge.model, protocol: input.protocol };
    // A cached judgement (checked when it was loaded: cce follows from C and T) is used only when it
    // fits this trajectory: the same |T|, and per_agent as C gives it over these actions.
    const hit = judge.cache.get((0,_judge_cache_js__WEBPACK_IMPORTED_MODULE_5__/* .cacheKeyId */ .hQ)(key));
    let mismatch = null;
    if (hit) {
        const shares = perAgent(actions, new Set(hit.C));
        if (hit.T !== actions.length)
            mismatch = `it records |T| = ${hit.T}, the trajectory has ${actions.length} actions`;
        else if (JSON.stringify(shares) !== JSON.stringify(hit.per_agent))
            mismatch = "its per_agent does not follow from C and the trajectory's actions";
        else {
            const answers = hit.answers.map((a) => ({ ...a, answer: (0,_util_data_js__WEBPACK_IMPORTED_MODULE_7__/* .truncate */ .x)(a.answer, config.answer_chars) }));
            return {
                ...withDigest,
                status: 'judged',
                cached: true,
                C: hit.C,
                cce: (0,_metrics_common_js__WEBPACK_IMPORTED_MODULE_6__/* .roundTo */ .GB)(hit.C.length / actions.length, 4),
                per_agent: shares,
                answers,
            };
        }
    }
    if (!judge.client) {
        const why = mismatch
            ? `the CCE cache record for this trajectory cannot be used (${mismatch})`
            : 'not in the CCE cache';
        return { ...withDigest, pending: `${why}, and no judge endpoint is configured` };
    }
    const text = readTaskText(input.taskFile, input.task, config);
    const answers = [];
    const ask = async (messages, allowed, step, round) => {
        const conversation = [...messages];
        let lastError = '';
        for (let attempt = 0; attempt <= judge.answerRetries; attempt++) {
            const r = await judge.client.complete(conversation);
            count(r.attempts);
            if (!r.ok)
                return { ok: false, error: r.error };
            const content = judge.client.redact(r.content);
            answers.push({ step, round, answer: (0,_util_data_js__WEBPACK_IMPORTED_MODULE_7__/* .truncate */ .x)(content, config.answer_chars) });
            const ids = parseIds(r.content, allowed);
            if (ids.ok)
                return ids;
            lastError = `invalid answer: ${ids.error}`;
            conversation.push({ role: 'assistant', content: (0,_util_data_js__WEBPACK_IMPORTED_MODULE_7__/* .truncate */ .x)(r.content, config.answer_chars) });
            conversation.push({
                role: 'user',
                content: `That answer is not usable: ${ids.error}. Reply with only {"ids": [...]} using numbers from the list.`,
            });
        }
        return { ok: false, error: `${lastError} (after ${judge.answerRetries + 1} answers)` };
    };
    const fail = (where, error) => ({
        ...withDigest,
        answers,
        pending: `CCE judge failed at ${where}: ${error}`,
    });
    const all = new Set(actions.map((a) => a.id));
    const first = await ask(terminalPrompt(input.task, text, actions, config), all, 'terminal', null);
    if (!first.ok)
        return fail('step 1 (terminal actions)', first.error);
    const C = new Set(first.ids);
    const rounds = [...new Set(actions.map((a) => a.round))].sort((a, b) => b - a);
    for (const round of rounds) {
        const remaining = actions.filter((a) => a.round === round && !C.has(a.id));
        const later = actions.filter((a) => C.has(a.id) && a.round > round);
        if (remaining.length === 0 || later.length === 0)
            continue;
        const r = await ask(roundPrompt(input.task, text, round, remaining, later, config), new Set(remaining.map((a) => a.id)), 'round', round);
        if (!r.ok)
            return fail(`round ${round}`, r.error);
        for (const id of r.ids)
            C.add(id);
    }
    const ids = [...C].sort((a, b) => a - b);
    return {
        ...withDigest,
        status: 'judged',
        C: ids,
        cce: (0,_metrics_common_js__WEBPACK_IMPORTED_MODULE_6__/* .roundTo */ .GB)(ids.length / actions.length, 4),
        per_agent: perAgent(actions, C),
        answers,
        pending: null,
    };
}
function perAgent(actions, C) {
    // A Map: an agent's name comes from the record, and "__proto__" must be an agent like any other.
    const out = new Map();
    for (const a of [...actions].sort((x, y) => (0,_util_order_js__WEBPACK_IMPORTED_MODULE_8__/* .byCodeUnit */ .X)(x.agent, y.agent) || x.id - y.id)) {
        const entry = out.get(a.agent) ?? { actions: 0, contributing: 0, share: 0 };
        out.set(a.agent, entry);
        entry.actions++;
        if (C.has(a.id))
            entry.contributing++;
    }
    for (const entry of out.values())
        entry.share = C.size === 0 ? 0 : (0,_metrics_common_js__WEBPACK_IMPORTED_MODULE_6__/* .roundTo */ .GB)(entry.contributing / C.size, 4);
    return Object.fromEntries(out);
}
/** The cache record of a judged task (written with the report). */
function cacheRecordOf(t, model, protocol) {
    if (t.status !== 'judged' || !t.trajectory_sha256 || t.T === null || !t.C || t.cce === null || !t.per_agent)
        return null;
    return {
        cache_version: _judge_cache_js__WEBPACK_IMPORTED_MODULE_5__/* .CACHE_VERSION */ .yL,
        key: { trajectory_sha256: t.trajectory_sha256, task: t.task, model, protocol },
        T: t.T,
        C: t.C,
        cce: t.cce,
        per_agent: t.per_agent,
        answers: t.answers,
    };
}


/***/ }),

/***/ 4608:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Q: () => (/* binding */ trajectoryKind)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/fs/glob.ts
var glob = __webpack_require__(4089);
// EXTERNAL MODULE: ./src/core/fs/walker.ts
var walker = __webpack_require__(7905);
// EXTERNAL MODULE: ./src/core/manifest/yaml.ts
var yaml = __webpack_require__(3710);
// EXTERNAL MODULE: ./src/core/verifier/env.ts
var env = __webpack_require__(1425);
// EXTERNAL MODULE: ./src/core/verifier/index.ts + 6 modules
var core_verifier = __webpack_require__(9865);
// EXTERNAL MODULE: ./src/core/views/escape.ts
var views_escape = __webpack_require__(4091);
;// CONCATENATED MODULE: ./src/core/util/names.ts
/** File name without its last extension: a task file's key; also used for a record's `task_source`. */
function stemOf(name) {
    const base = name.split(/[\\/]/).pop() ?? '';
    const dot = base.lastIndexOf('.');
    return dot > 0 ? base.slice(0, dot) : base;
}

// EXTERNAL MODULE: ./src/core/layout/records.ts
var records = __webpack_require__(468);
// EXTERNAL MODULE: ./src/core/metrics/common.ts
var common = __webpack_require__(5716);
// EXTERNAL MODULE: ./src/core/kinds/trajectory/cce.ts
var cce = __webpack_require__(9016);
// EXTERNAL MODULE: ./src/core/kinds/trajectory/judge.ts
var trajectory_judge = __webpack_require__(7086);
// EXTERNAL MODULE: ./src/core/kinds/trajectory/psr.ts
var trajectory_psr = __webpack_require__(5176);
;// CONCATENATED MODULE: ./src/core/kinds/trajectory/metrics.ts




function trajectoryMetrics(suite, verdicts, expected, status, judges, source = 'saved_judge_records', outcomeSource) {
    // Outcomes agent-eval did not verify (an import) say where they come from, on every figure built on them.
    const from = outcomeSource ? { source: outcomeSource } : {};
    const metrics = withSource((0,common/* successRate */.sE)(verdicts, expected, status), from);
    if (suite.psr) {
        const credits = (0,common/* scoredVerdicts */.Xv)(verdicts).map((v) => v.details.psr_credit);
        const usable = credits.every((c) => typeof c === 'number');
        Object.assign(metrics, (0,common/* headlineAndObserved */.mn)('PSR_percent', trajectory_psr/* PSR_METHOD */.w_, usable ? credits : [], expected, usable ? status : { ...status, valid: false }, {
            label: 'reconstructed PSR',
            historical_implementation_reproduced: false,
            ...from,
        }));
    }
    metrics.rounds_mean = (0,common/* detailMean */.RI)(verdicts, 'rounds', 'mean_over_valid_tasks_v1');
    metrics.chats_mean = (0,common/* detailMean */.RI)(verdicts, 'chats', 'mean_over_valid_tasks_v1');
    if (suite.cce || source === 'imported')
        metrics.CCE = cceMetric(verdicts, status, judges, source);
    return metrics;
}
function withSource(metrics, from) {
    return Object.fromEntries(Object.entries(metrics).map(([name, m]) => [name, { ...m, ...from }]));
}
/** The label of CCE values saved with imported outcomes. */
const IMPORTED_CCE_LABEL = 'CCE as saved with the imported outcomes (harness-reported, not re-computed by agent-eval)';
const IMPORTED_CCE_METHOD = 'cce_saved_value_v1';
function cceMetric(verdicts, status, judges, source) {
    const values = (0,common/* scoredVerdicts */.Xv)(verdicts).map((v) => v.details.cce);
    const base = source === 'judge'
        ? {
            method: trajectory_judge/* CCE_JUDGE_METHOD */.GF,
            label: 'CCE computed by agent-eval with an LLM judge (backward tracing)',
            judges,
            source,
        }
        : source === 'imported'
            ? { method: IMPORTED_CCE_METHOD, label: IMPORTED_CCE_LABEL, judges, source }
            : {
                method: cce/* CCE_METHOD */._X,
                label: source === 'none' ? 'CCE (no judge configured)' : 'CCE from saved judge records',
                judges,
                source,
            };
    if (!status.final || !values.every((x) => typeof x === 'number'))
        return { ...base, value: null, note: 'not final (missing tasks, errors or pending judge records)' };
    return {
        ...base,
        value: (0,common/* roundTo */.GB)((0,common/* mean */.i2)(values) ?? 0, 4),
        note: 'mean over all tasks, failed ones count 0',
    };
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 7 modules
var schemas = __webpack_require__(2311);
// EXTERNAL MODULE: ./src/core/manifest/parts.ts
var parts = __webpack_require__(9379);
;// CONCATENATED MODULE: ./src/core/kinds/trajectory/schema.ts
/** The `kind: trajectory` section of agent-eval.yml (docs/manifest.md). Unknown keys are errors. */


const PsrSchema = schemas/* strictObject */.rej({
    method: schemas/* literal */.euz('checkpoint_fraction_v1'),
    upper_bounds: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).default([]).describe('labels whose value is actual/limit'),
    targets: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* number */.aig().positive()))
        .default({})
        .describe('task -> label -> target; required for bare values, overrides a denominator'),
});
/** How agent-eval's own CCE judge reads a task (docs/cce.md). */
const CceJudgeConfigSchema = schemas/* strictObject */.rej({
    protocol: schemas/* literal */.euz('cce_backward_v1')
        .default('cce_backward_v1')
        .describe('judge protocol version (prompts and method); part of the cache key'),
    objective_keys: schemas/* array */.YOg(schemas/* string */.YjP().min(1))
        .min(1)
        .default(['objective', 'goal', 'task', 'description'])
        .describe('top-level keys of the task file holding the objective, first present wins'),
    context_markers: schemas/* array */.YOg(schemas/* string */.YjP().min(1))
        .default(['context', 'game_context', 'world', 'environment', 'initial_state', 'map'])
        .describe('top-level keys of the task file whose values form the game context excerpt; none present: the whole file'),
    context_chars: schemas/* number */.aig()
        .int()
        .positive()
        .max(200_000)
        .default(6000)
        .describe('bound of the game context excerpt, in characters'),
    objective_chars: schemas/* number */.aig().int().positive().max(50_000).default(2000),
    action_chars: schemas/* number */.aig()
        .int()
        .positive()
        .max(20_000)
        .default(500)
        .describe('bound of one action string shown to the judge'),
    answer_chars: schemas/* number */.aig()
        .int()
        .positive()
        .max(20_000)
        .default(2000)
        .describe('bound of each raw judge answer kept in the report'),
});
const CceSchema = schemas/* strictObject */.rej({
    records: schemas/* string */.YjP()
        .min(1)
        .optional()
        .describe('glob of saved judge records inside a trial directory (used when no judge is configured)'),
    judge: CceJudgeConfigSchema.prefault({}),
});
const LimitsSchema = schemas/* strictObject */.rej({
    record_bytes: schemas/* number */.aig()
        .int()
        .positive()
        .default(64 * 1024 * 1024),
    json_depth: schemas/* number */.aig().int().positive().max(10_000).default(256),
});
const TrajectorySuiteSchema = schemas/* strictObject */.rej({
    name: parts/* SuiteName */.wL,
    kind: schemas/* literal */.euz('trajectory'),
    description: schemas/* string */.YjP().optional(),
    tasks: parts/* BenchmarkPath */.zm.describe('non-recursive glob of task files; task key = file stem'),
    records: schemas/* string */.YjP().min(1).default('**/*_trajectory.json').describe('glob of record files inside a trial directory'),
    identity: schemas/* array */.YOg(schemas/* enum */.k5n(['task_key', 'task_source', 'task_id']))
        .min(1)
        .default(['task_key', 'task_source', 'task_id'])
        .describe('record fields that identify the task, in order'),
    trials: schemas/* number */.aig().int().positive().optional().describe('number of trials a complete submission has'),
    trial_pattern: schemas/* string */.YjP().min(1).default('trial-*'),
    ...parts/* splitFields */.Kp,
    verifier: parts/* VerifierSchema */._e,
    psr: PsrSchema.optional(),
    cce: CceSchema.optional().describe('Causal Collaboration Effectiveness: computed with an LLM judge when one is configured, else from saved judge records'),
    limits: LimitsSchema.prefault({}),
    import: schemas/* strictObject */.rej({
        stage: schemas/* string */.YjP()
            .min(1)
            .describe('the `stage` of checkpoint-inputs rows that are tasks of this suite (AgentWorld: main, augmented)'),
    })
        .optional()
        .describe('how `agent-eval import checkpoint-inputs` places imported rows (docs/import.md)'),
});

// EXTERNAL MODULE: ./src/core/kinds/kind.ts
var kind = __webpack_require__(6789);
// EXTERNAL MODULE: ./src/core/fs/bounded-json.ts + 2 modules
var bounded_json = __webpack_require__(1067);
// EXTERNAL MODULE: ./src/core/fs/walk.ts
var fs_walk = __webpack_require__(1754);
// EXTERNAL MODULE: ./src/core/layout/messages.ts
var messages = __webpack_require__(5132);
;// CONCATENATED MODULE: ./src/core/kinds/trajectory/identify.ts
/**
 * Which catalog task a record is for, in the manifest's identity order (docs/records.md). Only
 * names are compared: a `task_source` contributes its file stem and is never opened.
 */


const LEGACY_ID = /^task_\d+$/;
function identifyTask(record, order, catalog) {
    for (const field of order) {
        const value = record[field];
        if (value === undefined)
            continue;
        if (field === 'task_id')
            return identifyLegacyId(value, catalog);
        const key = field === 'task_source' ? stemOf(value) : value;
        return catalog.has(key) ? { ok: true, task: key } : { ok: false, error: (0,messages/* unknownTaskMessage */.N5)('task', key, catalog) };
    }
    return { ok: false, error: `Record names no task (expected one of: ${order.join(', ')})` };
}
/** Legacy `task_NN`: exactly one catalog key must be `task_NN` or start with `task_NN_`. */
function identifyLegacyId(id, catalog) {
    if (LEGACY_ID.test(id)) {
        const matches = [...catalog].filter((key) => key === id || key.startsWith(`${id}_`));
        if (matches.length === 1)
            return { ok: true, task: matches[0] };
    }
    return { ok: false, error: `Ambiguous or unknown task_id ${id}; supply task_key` };
}

// EXTERNAL MODULE: ./src/core/util/data.ts
var data = __webpack_require__(9966);
// EXTERNAL MODULE: ./src/core/util/numbers.ts
var numbers = __webpack_require__(2942);
;// CONCATENATED MODULE: ./src/core/kinds/trajectory/record.ts
/**
 * Reads one trajectory record (docs/records.md) into the little the scorer needs. The record is
 * untrusted data: only its identity fields and counts are kept; the verifier reads the rest.
 */



const IDENTITY = ['task_key', 'task_source', 'task_id'];
/**
 * Reads a record file: the whole file is validated, only the fields used here are parsed. In
 * Python's json dialect (NaN, Infinity: docs/records.md); a count that is not finite is named.
 */
function readTrajectoryFile(abs, limits, expect) {
    const top = (0,bounded_json/* readTopLevelFields */.XQ)(abs, { ...limits, nonFinite: true }, [...IDENTITY, 'metrics'], ['rounds'], expect);
    if (!top.ok)
        return { ok: false, error: top.message };
    const read = readTrajectory(top.values, top.counts.rounds ?? null);
    return read.ok && top.withoutBom ? { ...read, withoutBom: top.withoutBom } : read;
}
/** `fields`: the record's top-level fields; `rounds`: how many rounds it has (null: not an array). */
function readTrajectory(fields, rounds) {
    if (!rounds)
        return { ok: false, error: 'No recorded rounds' };
    const metrics = (0,data/* isObject */.G)(fields.metrics) ? fields.metrics : {};
    // The submission's own counts: absent is fine, anything else must be a count (an error on the record otherwise).
    const totalRounds = (0,numbers/* readOptionalNumber */.Uf)('metrics.total_rounds', metrics.total_rounds, numbers/* COUNT */.i2);
    if (!totalRounds.ok)
        return totalRounds;
    const totalChats = (0,numbers/* readOptionalNumber */.Uf)('metrics.total_chats', metrics.total_chats, numbers/* COUNT */.i2);
    if (!totalChats.ok)
        return totalChats;
    const record = {
        rounds: totalRounds.value ?? rounds,
        chats: totalChats.value,
        claimed_success: typeof metrics.task_verified_success === 'boolean' ? metrics.task_verified_success : null,
    };
    for (const field of IDENTITY) {
        const value = fields[field];
        // An empty string names nothing: the next identity field decides, as in AgentWorld's score.py (docs/records.md).
        if (value === undefined || value === null || value === '')
            continue;
        if (typeof value !== 'string' || value.trim() === '')
            return { ok: false, error: `${field} must be a non-empty string` };
        record[field] = value.trim();
    }
    return { ok: true, record };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
;// CONCATENATED MODULE: ./src/core/kinds/trajectory/record-copies.ts
/**
 * A record with a UTF-8 byte order mark is accepted (docs/records.md, "The JSON dialect"), but
 * Python's json module refuses one ("Unexpected UTF-8 BOM"). So the verifier is handed, instead
 * of the submission's file, a copy of the bytes agent-eval validated without the mark, in a
 * private temporary directory that is removed once the trial's verdicts are in.
 */



class RecordCopies {
    dir = null;
    count = 0;
    readers = [];
    /** Writes `bytes` under the record's own file name (`rel` is a walked name, not record content); returns the copy's path. */
    write(bytes, rel) {
        this.dir ??= (0,external_node_fs_.mkdtempSync)(external_node_path_default().join(external_node_os_default().tmpdir(), 'agent-eval-records-'));
        const file = external_node_path_default().join(this.dir, `${++this.count}-${external_node_path_default().basename(rel)}`);
        (0,external_node_fs_.writeFileSync)(file, bytes, { mode: 0o600, flag: 'wx' });
        return file;
    }
    /** The verifier call that reads a copy: the copies outlive it. */
    readBy(call) {
        this.readers.push(call);
    }
    /** Once every verifier call that reads a copy has been answered (or failed). */
    async remove() {
        await Promise.allSettled(this.readers.splice(0));
        if (this.dir)
            (0,external_node_fs_.rmSync)(this.dir, { recursive: true, force: true });
        this.dir = null;
    }
}

// EXTERNAL MODULE: ./src/core/util/order.ts
var order = __webpack_require__(3592);
;// CONCATENATED MODULE: ./src/core/kinds/trajectory/score.ts
/**
 * Scores one trial of a trajectory suite: find records, read and identify each, send the first
 * record of each task to the verifier as soon as it is known (so verification overlaps
 * reading), then settle duplicates, PSR credits and judge records into verdicts.
 */












/** `judge`: agent-eval's own CCE judge for this run, when one is configured. */
function trajectoryScorer(suite, verifier, judge) {
    return {
        scoreTrial: (input) => scoreTrial(suite, verifier, input, judge),
        close: () => verifier.close(),
    };
}
async function scoreTrial(suite, verifier, input, judge) {
    const copies = new RecordCopies();
    try {
        return await scoreRecords(suite, verifier, input, judge, copies);
    }
    finally {
        await copies.remove();
    }
}
async function scoreRecords(suite, verifier, input, judge, copies) {
    const errors = [];
    const catalogFiles = new Map(input.catalog.map((t) => [t.key, t.file]));
    const catalogKeys = new Set(catalogFiles.keys());
    const { byTask, otherTasks } = await verifyRecords(suite, verifier, input, copies, catalogFiles, errors);
    const verdicts = await verdictsOf(suite, input, byTask, errors);
    const { pending, judges, cce, source } = await cceOf(suite, input, judge, {
        verdicts,
        byTask,
        catalogFiles,
        catalogKeys,
        errors,
    });
    return {
        verdicts,
        errors,
        pending,
        ...(cce ? { cce } : {}),
        context: { judges, cce_source: source },
        ...(otherTasks > 0 ? { notes: [(0,kind/* otherTasksNote */.F)(otherTasks)] } : {}),
    };
}
/**
 * Each record of the trial, read and identified, by task; the first of each task this trial
 * owns is handed to the verifier (its outcome a promise). Each unreadable or unidentified
 * record is an error; a record of another task (--task) is counted in `otherTasks`.
 */
async function verifyRecords(suite, verifier, input, copies, catalogFiles, errors) {
    const catalogKeys = new Set(catalogFiles.keys());
    const byTask = new Map();
    let otherTasks = 0;
    const limits = { maxBytes: suite.limits.record_bytes, maxDepth: suite.limits.json_depth };
    const walk = await (0,fs_walk/* findFiles */.lY)(input.trialDir, (0,glob/* globToRegExp */.tL)(suite.records), input.submissionRoot);
    for (const p of walk.problems)
        errors.push({ task: null, record: p.rel, stage: 'discovery', message: p.message });
    for (const file of walk.files) {
        await (0,bounded_json/* yieldToEventLoop */.h5)();
        const read = readTrajectoryFile(file.abs, limits, file.id);
        if (!read.ok) {
            errors.push({ task: null, record: file.rel, stage: 'record', message: read.error });
            input.onVerdict();
            continue;
        }
        const id = identifyTask(read.record, suite.identity, input.allTasks);
        if (!id.ok) {
            errors.push({ task: null, record: file.rel, stage: 'identity', message: id.error });
            input.onVerdict();
            continue;
        }
        if (!catalogKeys.has(id.task)) {
            // --task: a record of another task of the suite is not scored, and not charged (docs/cli.md).
            otherTasks++;
            input.onVerdict();
            continue;
        }
        const found = { rel: file.rel, abs: file.abs, id: file.id, record: read.record };
        const list = byTask.get(id.task);
        if (list) {
            list.push(found);
            input.onVerdict();
        }
        else if (input.owns && !input.owns(id.task)) {
            byTask.set(id.task, [found]);
            input.onVerdict();
        }
        else {
            byTask.set(id.task, [found]);
            const recordFile = read.withoutBom ? copies.write(read.withoutBom, file.rel) : file.abs;
            found.outcome = verifier.verify({
                suite: suite.name,
                task: id.task,
                task_file: catalogFiles.get(id.task),
                record_file: recordFile,
            });
            if (recordFile !== file.abs)
                copies.readBy(found.outcome);
            void found.outcome.then(input.onVerdict);
        }
    }
    return { byTask, otherTasks };
}
/** Each owned task's verdict, by task: an error for a duplicate or a verifier failure; PSR credit when the suite has psr. */
async function verdictsOf(suite, input, byTask, errors) {
    const verdicts = [];
    for (const [task, list] of byTask) {
        if (input.owns && !input.owns(task))
            continue;
        if (list.length > 1) {
            const message = (0,messages/* duplicateMessage */.J6)('trajectory', task, list.map((f) => f.rel), input.trialsNotRecognised);
            for (const f of list)
                errors.push({ task, record: f.rel, stage: 'record', message });
            const records = list.map((f) => f.rel).join(', ');
            verdicts.push(errorVerdict(task, null, `Duplicate trajectory for ${task} (${records})`));
            continue;
        }
        const found = list[0];
        const outcome = await found.outcome;
        if (!outcome.ok) {
            errors.push({ task, record: found.rel, stage: 'verifier', message: outcome.error });
            verdicts.push(errorVerdict(task, found.rel, outcome.error));
            continue;
        }
        const details = {
            rounds: found.record.rounds,
            chats: found.record.chats,
            claimed_success: found.record.claimed_success,
        };
        if (suite.psr) {
            const credit = (0,trajectory_psr/* taskPsrCredit */.Gc)({ task, ...outcome }, suite.psr);
            details.psr_credit = credit.ok ? credit.value : null;
            if (!credit.ok)
                errors.push({ task, record: found.rel, stage: 'metric', metric: 'PSR_percent', message: credit.error });
        }
        verdicts.push({
            task,
            record: found.rel,
            status: outcome.success ? 'success' : 'failure',
            success: outcome.success,
            message: outcome.message,
            checkpoints: outcome.checkpoints ?? null,
            error: null,
            details,
        });
    }
    verdicts.sort((0,order/* byKey */.dX)((e) => e.task));
    return verdicts;
}
/** CCE of the verdicts: from this run's judge, from the saved judge records, or pending when neither is configured. */
async function cceOf(suite, input, judge, trial) {
    const { verdicts, byTask, catalogFiles, catalogKeys, errors } = trial;
    const pending = [];
    let judges = [];
    let cce;
    let source = 'none';
    if (suite.cce && judge) {
        source = 'judge';
        const records = new Map([...byTask]
            .filter(([, list]) => list.length === 1)
            .map(([task, list]) => [task, { abs: list[0].abs, id: list[0].id }]));
        cce = await judgeTrial(suite, judge, verdicts, records, catalogFiles, pending);
        judges = [{ model: judge.model, endpoint: judge.endpointHost ?? 'cache only' }];
    }
    else if (suite.cce?.records) {
        source = 'saved_judge_records';
        judges = await applyJudgeRecords(suite, input, verdicts, catalogKeys, errors, pending);
    }
    else if (suite.cce) {
        for (const v of verdicts) {
            if (v.status === 'error')
                continue;
            v.details.cce = v.success ? null : 0;
            if (v.success)
                pending.push({
                    task: v.task,
                    what: 'CCE judge not configured (no --cce-endpoint/--cce-model, and the suite has no cce.records)',
                });
        }
    }
    return { pending, judges, cce, source };
}
/** Judges every successful task of the trial (concurrently; the client bounds requests in flight). */
async function judgeTrial(suite, judge, verdicts, records, taskFiles, pending) {
    const config = suite.cce.judge;
    const none = {
        trajectory_sha256: null,
        cached: false,
        T: null,
        C: null,
        per_agent: null,
        answers: [],
        pending: null,
    };
    let requests = 0;
    const tasks = await Promise.all(verdicts.map(async (v) => {
        if (v.status === 'error')
            return null;
        if (!v.success) {
            v.details.cce = 0;
            return { task: v.task, status: 'failed_task', cce: 0, ...none };
        }
        const judged = await (0,trajectory_judge/* judgeTask */.vf)(judge, config, {
            task: v.task,
            recordAbs: records.get(v.task).abs,
            recordId: records.get(v.task).id,
            taskFile: taskFiles.get(v.task),
            maxBytes: suite.limits.record_bytes,
            maxDepth: suite.limits.json_depth,
            protocol: config.protocol,
        });
        requests += judged.requests;
        v.details.cce = judged.task.cce;
        return judged.task;
    }));
    const list = tasks.filter((t) => t !== null);
    for (const t of list)
        if (t.status === 'pending')
            pending.push({ task: t.task, what: t.pending ?? 'CCE judge failed' });
    return {
        source: 'judge',
        judge: { model: judge.model, endpoint_host: judge.endpointHost, protocol: config.protocol },
        requests,
        tasks: list,
    };
}
function errorVerdict(task, record, error) {
    return { task, record, status: 'error', success: null, message: null, checkpoints: null, error, details: {} };
}
/** Reads the trial's saved judge records and sets each scored verdict's `cce` detail. */
async function applyJudgeRecords(suite, input, verdicts, catalog, errors, pending) {
    const walk = await (0,fs_walk/* findFiles */.lY)(input.trialDir, (0,glob/* globToRegExp */.tL)(suite.cce.records), input.submissionRoot);
    for (const p of walk.problems)
        errors.push({ task: null, record: p.rel, stage: 'judge', message: p.message });
    const judged = new Map();
    const limits = { maxBytes: suite.limits.record_bytes, maxDepth: suite.limits.json_depth, nonFinite: true }; // docs/records.md, "The JSON dialect"
    for (const file of walk.files) {
        const json = (0,bounded_json/* readJsonBounded */._I)(file.abs, limits, file.id);
        const read = json.ok
            ? (0,cce/* readJudgeRecord */.rJ)(json.value)
            : { kind: 'invalid', task: null, error: `judge record: ${json.message}` };
        if (read.kind === 'invalid') {
            errors.push({ task: read.task, record: file.rel, stage: 'judge', metric: 'CCE', message: read.error });
        }
        else if (!input.allTasks.has(read.task)) {
            errors.push({
                task: null,
                record: file.rel,
                stage: 'judge',
                metric: 'CCE',
                message: `judge record for ${read.task}, which is not in the selected suite`,
            });
        }
        else if (!catalog.has(read.task)) {
            continue; // --task: the judge record of a task not scored
        }
        else if (judged.has(read.task)) {
            errors.push({
                task: read.task,
                record: file.rel,
                stage: 'judge',
                metric: 'CCE',
                message: `second judge record for ${read.task} (first: ${judged.get(read.task).rel})`,
            });
        }
        else {
            judged.set(read.task, { rel: file.rel, read });
        }
    }
    const models = new Map();
    for (const v of verdicts) {
        if (v.status === 'error')
            continue;
        const j = judged.get(v.task)?.read;
        if (j && j.kind !== 'invalid')
            models.set(`${j.judge.model}\n${j.judge.endpoint}`, j.judge);
        if (!v.success)
            v.details.cce = 0;
        else if (j?.kind === 'ok')
            v.details.cce = j.value;
        else {
            v.details.cce = null;
            pending.push({
                task: v.task,
                what: j?.kind === 'failed' ? `CCE judge failed: ${j.reason}` : 'CCE judge record missing',
            });
        }
    }
    return [...models.keys()].sort().map((k) => models.get(k));
}

;// CONCATENATED MODULE: ./src/core/kinds/trajectory/validate-psr.ts

/** The most findings listed per suite (the rest are counted). */
const MAX_LISTED = 50;
/** The kind's `sampleRunCheck`: none without a psr section. */
function psrSampleRunCheck(suite) {
    const psr = suite.psr;
    return psr ? (scored) => psrMessageFindings(suite.name, psr, scored) : null;
}
function psrMessageFindings(suiteName, psr, scored) {
    const findings = [];
    const seen = new Set();
    let over = 0;
    for (const trial of scored?.trials ?? []) {
        for (const v of trial.verdicts) {
            if (v.status !== 'success' && v.status !== 'failure')
                continue;
            const message = v.message ?? '';
            const read = (0,trajectory_psr/* taskPsrCredit */.Gc)({
                task: v.task,
                success: false,
                message,
                ...(v.checkpoints ? { checkpoints: v.checkpoints } : {}),
            }, psr);
            const key = `${v.task}\u0000${message}`;
            if (read.ok || seen.has(key))
                continue;
            seen.add(key);
            if (seen.size > MAX_LISTED) {
                over += 1;
                continue;
            }
            const why = read.error.replace(/^PSR: /, '');
            findings.push({
                suite: suiteName,
                task: v.task,
                problem: `PSR cannot read the verifier's message ${JSON.stringify(message.length > 300 ? `${message.slice(0, 300)}…` : message)} (${trial.name}/${v.record ?? v.task}): ${why}${v.status === 'success' ? ' (the task succeeded, so its PSR is 1; the same format on a failure would be an error)' : ''}`,
                ...(v.status === 'success' ? { warning: true } : {}),
            });
        }
    }
    if (over > 0)
        findings.push({ suite: suiteName, task: null, problem: `and ${over} more verifier message(s) PSR cannot read` });
    return findings;
}

;// CONCATENATED MODULE: ./src/core/kinds/trajectory/kind.ts
/**
 * The trajectory kind (docs/manifest.md): task files matched by a glob, records verified by the
 * benchmark's own verifier, SR, reconstructed PSR, rounds, chats and CCE.
 */

















/** Rounds and chats above this are not believable counts (a forged report): compare withholds the metric. */
const MAX_COUNT = 1e9;
/** rounds and chats: a count per task (details.rounds, details.chats), their mean over the valid tasks. */
function count(name, title) {
    return {
        name,
        key: `${name}_mean`,
        title,
        unit: name,
        better: 'lower',
        decimals: 2,
        aggregation: `mean of details.${name} over the valid tasks`,
        compared: { detail: name, max: MAX_COUNT },
    };
}
const trajectoryKind = {
    name: 'trajectory',
    schema: TrajectorySuiteSchema,
    tasksFrom: (suite) => suite.tasks,
    catalog: loadTaskCatalog,
    taskNoun: 'task',
    taskKey: (id) => id,
    validate,
    sampleRunCheck: psrSampleRunCheck,
    suiteNotes: (suite, cceJudge) => (suite.cce && cceJudge ? cacheNotes(cceJudge.cacheSkipped) : []),
    trialLayout: (suite) => (0,records/* globLayout */.V)([
        { field: 'records', glob: suite.records },
        ...(suite.cce?.records ? [{ field: 'cce.records', glob: suite.cce.records }] : []),
    ]),
    scorer: (suite, at) => trajectoryScorer(suite, at.verifiers.get(suite.verifier, at.benchmarkRoot, at.env, at.python), at.cceJudge),
    metrics: (suite, verdicts, expected, status, context) => trajectoryMetrics(suite, verdicts, expected, status, context.judges ?? [], context.cce_source ?? 'none', context.outcome_source),
    metricList: [
        common/* SUCCESS_RATE */.xz,
        {
            name: 'PSR',
            key: 'PSR_percent',
            title: 'PSR % (reconstructed)',
            unit: 'points',
            better: 'higher',
            decimals: 2,
            aggregation: "mean of each task's partial-success credit (details.psr_credit) over the expected tasks, in %",
            compared: { detail: 'psr_credit', max: 1, scale: 100 },
            site: { decimals: 2 },
        },
        count('rounds', 'Rounds (mean)'),
        count('chats', 'Chats (mean)'),
        {
            name: 'CCE',
            key: 'CCE',
            title: 'CCE',
            unit: 'CCE',
            better: 'higher',
            decimals: 4,
            aggregation: "mean of each task's CCE (details.cce) over all tasks, failed ones count 0",
            compared: { detail: 'cce', max: 1 },
            site: { decimals: 3 },
        },
    ],
    primaryMetric: common/* SUCCESS_RATE */.xz.key,
    hiddenDetails: ['claimed_success'],
    methodNotes,
};
async function loadTaskCatalog(suite, at) {
    const { root, manifestFile } = at;
    const where = `${at.where}.tasks`;
    if (!(0,glob/* isSingleDirectoryGlob */.Wd)(suite.tasks)) {
        throw new errors/* ConfigError */.xL(manifestFile, `${where}: "${suite.tasks}" must be a non-recursive glob (wildcards in the file name only)`);
    }
    const slash = suite.tasks.lastIndexOf('/');
    const dir = external_node_path_default().join(root, slash < 0 ? '.' : suite.tasks.slice(0, slash));
    const namePattern = (0,glob/* globToRegExp */.tL)(suite.tasks.slice(slash + 1));
    let entries;
    try {
        entries = await (0,walker/* readDirectory */.gZ)(dir);
    }
    catch {
        throw new errors/* ConfigError */.xL(manifestFile, `${where}: directory ${external_node_path_default().relative(root, dir) || '.'} does not exist`);
    }
    const tasks = entries
        .filter((e) => (e.isFile() || e.isSymbolicLink()) && namePattern.test(e.name))
        .map((e) => ({ key: stemOf(e.name), file: external_node_path_default().join(dir, e.name) }))
        .sort((0,order/* byKey */.dX)((e) => e.key));
    if (tasks.length === 0)
        throw new errors/* ConfigError */.xL(manifestFile, `${where}: "${suite.tasks}" matches no task file`);
    for (let i = 1; i < tasks.length; i++) {
        if (tasks[i].key === tasks[i - 1].key) {
            throw new errors/* ConfigError */.xL(manifestFile, `${where}: two task files share the key "${tasks[i].key}"`);
        }
    }
    if (suite.psr) {
        const keys = new Set(tasks.map((t) => t.key));
        for (const task of Object.keys(suite.psr.targets)) {
            if (!keys.has(task)) {
                throw new errors/* ConfigError */.xL(manifestFile, `${at.where}.psr.targets.${task}: not a task of this suite`);
            }
        }
    }
    return tasks;
}
/** Every YAML task file parses; the verifier's files exist; (jsonl) the verifier resolves every task. */
async function validate(suite, at) {
    const findings = [];
    for (const task of at.catalog) {
        if (!/\.ya?ml$/i.test(task.file))
            continue;
        try {
            (0,yaml/* parseYaml */.h)(await (0,promises_.readFile)(task.file, 'utf8'), task.file);
        }
        catch (err) {
            findings.push({ suite: suite.name, task: task.key, problem: (0,errors/* messageOf */.bD)(err) });
        }
    }
    findings.push(...(await commandFiles(suite, at.root)));
    for (const d of (0,env/* droppedEnvNames */.g)(at.env, suite.verifier.env)) {
        findings.push({
            suite: suite.name,
            task: null,
            problem: `verifier.env lists ${d.name}, which never reaches the verifier: ${d.why}`,
            warning: true,
        });
    }
    if (suite.verifier.protocol !== 'jsonl' || findings.length > 0)
        return { findings, checked: 'static' };
    const verifier = (0,core_verifier/* createVerifier */.$)(suite.verifier, at.root, at.env, at.python);
    try {
        const answers = await Promise.all(at.catalog.map((t) => verifier.check({ suite: suite.name, task: t.key, task_file: t.file })));
        answers.forEach((a, i) => {
            if (a && !a.ok)
                findings.push({
                    suite: suite.name,
                    task: at.catalog[i].key,
                    problem: `does not resolve to a verifier: ${a.error}`,
                });
        });
    }
    finally {
        await verifier.close();
    }
    return { findings, checked: 'verifier' };
}
/** Relative file arguments of the verifier command, or the python form's file, must exist inside the benchmark. */
async function commandFiles(suite, root) {
    const findings = [];
    const { python } = suite.verifier;
    if (python !== undefined) {
        const file = python.slice(0, python.lastIndexOf(':'));
        try {
            await (0,promises_.access)(external_node_path_default().join(root, file));
        }
        catch {
            findings.push({
                suite: suite.name,
                task: null,
                problem: `verifier.python names ${file}, which does not exist in the benchmark`,
            });
        }
    }
    for (const arg of suite.verifier.command?.slice(1) ?? []) {
        if (arg.startsWith('-') || arg.includes('{') || !/[\\/]|\.\w+$/.test(arg) || external_node_path_default().isAbsolute(arg))
            continue;
        try {
            await (0,promises_.access)(external_node_path_default().join(root, arg));
        }
        catch {
            findings.push({
                suite: suite.name,
                task: null,
                problem: `verifier.command names ${arg}, which does not exist in the benchmark`,
            });
        }
    }
    return findings;
}
/** The CCE cache files that were skipped (a warning: their tasks are judged again, or pending). */
function cacheNotes(skipped) {
    const shown = skipped.slice(0, 20).map((s) => `CCE cache file skipped (not used): ${s}`);
    if (skipped.length > 20)
        shown.push(`… and ${skipped.length - 20} more CCE cache files skipped`);
    return shown;
}
/** How PSR and CCE were computed, below the suite's headline table. */
function methodNotes(suite) {
    const metrics = suite.trials[0]?.metrics ?? {};
    const out = [];
    if (metrics.SR_percent?.source)
        out.push(`Outcomes: ${(0,views_escape/* escapeMarkdown */.FV)(metrics.SR_percent.source, 300)}.`);
    if (metrics.PSR_percent) {
        const from = metrics.PSR_percent.source ? 'the saved verifier messages' : "the verifier's checkpoints";
        out.push(`PSR is reconstructed (method ${(0,views_escape/* code */.aY)(metrics.PSR_percent.method)}) from ${from}; it does not reproduce any historical implementation.`);
    }
    const judges = suite.trials.flatMap((t) => t.metrics.CCE?.judges ?? []);
    if (metrics.CCE) {
        const list = [...new Set(judges.map((j) => `${(0,views_escape/* escapeMarkdown */.FV)(j.model, 100)} at ${(0,views_escape/* escapeMarkdown */.FV)(j.endpoint, 200)}`))].join('; ');
        const judge = list ? ` (judge: ${list})` : '';
        if (metrics.CCE.source === 'imported') {
            out.push('CCE is the value saved with the imported outcomes, as the harness reported it; agent-eval did not judge or re-compute it.');
        }
        else if (metrics.CCE.source === 'judge') {
            out.push(`CCE was computed by agent-eval with an LLM judge${judge}, by backward tracing of contributing actions; a successful task whose judgement failed is pending, never zero.`);
        }
        else if (metrics.CCE.source === 'none') {
            out.push('CCE: no judge is configured and the suite reads no saved judge records, so successful tasks are pending.');
        }
        else {
            out.push(`CCE comes from the submission's saved judge records${judge}; a successful task without a usable judge record is pending.`);
        }
    }
    return out;
}


/***/ }),

/***/ 5176:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gc: () => (/* binding */ taskPsrCredit),
/* harmony export */   w_: () => (/* binding */ PSR_METHOD)
/* harmony export */ });
/* unused harmony exports parseCheckpointMessage, checkpointCredit */
/* harmony import */ var _util_numbers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2942);

const PSR_METHOD = 'checkpoint_fraction_v1';
const NUMBER = String.raw `-?\d+(?:\.\d+)?`;
const QUANTITY = new RegExp(String.raw `^(${NUMBER})\s*/\s*(${NUMBER})$`);
const BARE = new RegExp(`^${NUMBER}$`);
/** `Logs: 3/5, Kills: 0/3, All alive: True` → checkpoints; labels may contain `/`. */
function parseCheckpointMessage(message) {
    const text = message.trim();
    if (!text)
        return { ok: false, error: 'PSR: the verifier message has no checkpoints' };
    const checkpoints = [];
    for (const raw of text.split(',')) {
        const part = raw.trim();
        const colon = part.lastIndexOf(':');
        const label = part.slice(0, colon).trim();
        const value = part.slice(colon + 1).trim();
        if (colon < 0 || !label || !value)
            return { ok: false, error: `PSR: cannot read checkpoint ${JSON.stringify(part)}` };
        const quantity = QUANTITY.exec(value);
        // The message may echo the submission's numbers: each is checked (a long enough digit string is Infinity).
        const number = (field, text) => (0,_util_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .readNumber */ .kz)(field, Number(text), _util_numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .FINITE */ .sO);
        if (quantity) {
            const actual = number('actual', quantity[1]);
            const target = number('target', quantity[2]);
            if (!actual.ok || !target.ok)
                return {
                    ok: false,
                    error: `PSR: cannot read checkpoint ${JSON.stringify(part.slice(0, 200))}: ${actual.ok ? '' : actual.error}${!actual.ok && !target.ok ? '; ' : ''}${target.ok ? '' : target.error}`,
                };
            checkpoints.push({ label, actual: actual.value, target: target.value });
        }
        else if (/^(true|false)$/i.test(value))
            checkpoints.push({ label, actual: value.toLowerCase() === 'true' });
        else if (BARE.test(value)) {
            const actual = number('actual', value);
            if (!actual.ok)
                return {
                    ok: false,
                    error: `PSR: cannot read checkpoint ${JSON.stringify(part.slice(0, 200))}: ${actual.error}`,
                };
            checkpoints.push({ label, actual: actual.value });
        }
        else
            return { ok: false, error: `PSR: unknown checkpoint format ${JSON.stringify(part)}` };
    }
    return { ok: true, value: checkpoints };
}
/** Credit in [0, 1] for one checkpoint of `task`. */
function checkpointCredit(cp, task, config) {
    if (typeof cp.actual === 'boolean')
        return { ok: true, value: cp.actual ? 1 : 0 };
    const override = config.targets[task]?.[cp.label];
    const target = override ?? cp.target;
    const upper = config.upper_bounds.includes(cp.label);
    if (target === undefined) {
        return {
            ok: false,
            error: `PSR: "${cp.label}: ${cp.actual}" is a bare value with no target; add psr.targets.${task}.${cp.label}`,
        };
    }
    if (!(target > 0))
        return { ok: false, error: `PSR: "${cp.label}" has a nonpositive ${upper ? 'limit' : 'target'} ${target}` };
    if (cp.actual < 0)
        return { ok: false, error: `PSR: "${cp.label}" has a negative value ${cp.actual}` };
    if (upper)
        return { ok: true, value: cp.actual <= target ? 1 : 0 };
    return { ok: true, value: Math.min(cp.actual / target, 1) };
}
/** The task's PSR credit: 1 on success, else the mean checkpoint credit. */
function taskPsrCredit(input, config) {
    if (input.success)
        return { ok: true, value: 1 };
    const parsed = input.checkpoints
        ? { ok: true, value: input.checkpoints }
        : parseCheckpointMessage(input.message);
    if (!parsed.ok)
        return parsed;
    if (parsed.value.length === 0)
        return { ok: false, error: 'PSR: the verifier returned no checkpoints' };
    let sum = 0;
    for (const cp of parsed.value) {
        const credit = checkpointCredit(cp, input.task, config);
        if (!credit.ok)
            return credit;
        sum += credit.value;
    }
    return { ok: true, value: sum / parsed.value.length };
}


/***/ }),

/***/ 6062:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ checkLayout),
/* harmony export */   v: () => (/* binding */ duplicateHint)
/* harmony export */ });
/* harmony import */ var _fs_glob_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4089);
/* harmony import */ var _fs_walk_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1754);
/* harmony import */ var _kinds_registry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2857);
/* harmony import */ var _nearest_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6848);
/**
 * The layout checks of a run (docs/run-layout.md): every entry of the run that no rule reads —
 * a directory that is not a suite's, a trial directory the trial pattern misses, a file no
 * records glob matches, a directory that is not a case id — is listed as ignored, with the rule
 * it missed, the rule it almost matched (layout/nearest.ts) and a hint. Read from the one
 * listing of the run (fs/tree.ts); the same checks serve `score` and `validate --run`.
 */




/** Entries listed at most per suite (and at the run's top); the rest are counted in a last entry. */
const MAX_IGNORED = 100;
function checkLayout(input) {
    const view = runView(input);
    const suites = new Map();
    const trialsNotRecognised = new Map();
    for (const suite of input.selected) {
        const base = input.singleSuite ? '' : suite.name;
        if (base && !input.entries.some((e) => e.rel === base && view.isDir(e)))
            continue;
        suites.set(suite.name, capped(checkSuite(suiteView(view, suite, base), trialsNotRecognised)));
    }
    return { run: capped(input.singleSuite ? [] : runEntries(view)), suites, trialsNotRecognised };
}
function runView(input) {
    const children = new Map();
    for (const e of input.entries) {
        const slash = e.rel.lastIndexOf('/');
        const parent = slash < 0 ? '' : e.rel.slice(0, slash);
        let list = children.get(parent);
        if (!list)
            children.set(parent, (list = []));
        list.push(e);
    }
    const isDir = (e) => e.type === 'dir';
    let runShown = input.runShown ?? '<run>';
    while (runShown.length > 1 && runShown.endsWith('/'))
        runShown = runShown.slice(0, -1);
    return {
        input,
        childrenOf: (dir) => children.get(dir) ?? [],
        nameOf: (e) => e.rel.slice(e.rel.lastIndexOf('/') + 1),
        isDir,
        shown: (e) => (isDir(e) ? `${e.rel}/` : e.rel),
        declared: (e) => input.declared.some((d) => d === e.rel || d.startsWith(`${e.rel}/`)),
        atRoot: (e) => !e.rel.includes('/') && !isDir(e) && _fs_walk_js__WEBPACK_IMPORTED_MODULE_1__/* .RUN_LEVEL_FILES */ .HY.has(e.rel),
        suiteNames: input.suites.map((s) => s.name),
        under: (dir) => (runShown === '.' ? dir : `${runShown}/${dir}`),
    };
}
/** The entries at the top of the run that are no suite's directory, submission.yml or metadata.json. */
function runEntries(view) {
    const { suiteNames, isDir, nameOf, childrenOf } = view;
    const run = [];
    const rules = suiteNames.map(_nearest_js__WEBPACK_IMPORTED_MODULE_3__/* .literalRule */ .Ys);
    const files = [..._fs_walk_js__WEBPACK_IMPORTED_MODULE_1__/* .RUN_LEVEL_FILES */ .HY].map(_nearest_js__WEBPACK_IMPORTED_MODULE_3__/* .literalRule */ .Ys);
    for (const e of childrenOf('')) {
        if (view.atRoot(e) || view.declared(e) || (isDir(e) && suiteNames.includes(e.rel)))
            continue;
        const near = (0,_nearest_js__WEBPACK_IMPORTED_MODULE_3__/* .nearestRule */ .V1)(e.rel, isDir(e) ? rules : files);
        // A run nested one directory down (results/main/…): the suites are there.
        const nested = !near && isDir(e) ? childrenOf(e.rel).filter((c) => isDir(c) && suiteNames.includes(nameOf(c))) : [];
        run.push({
            path: view.shown(e),
            missed: `suite directories (${suiteNames.join(', ')})`,
            nearest: near?.rule ?? null,
            hint: near
                ? isDir(e)
                    ? `${near.how}: rename it to ${near.rule}/ (suite names are case-sensitive)`
                    : `${near.how}: not read; rename it to ${near.rule}`
                : nested.length > 0
                    ? `the suites are under ${e.rel}/ (${nested.map(nameOf).join(', ')}), one directory down: pass --run ${view.under(e.rel)}`
                    : isDir(e)
                        ? 'not a suite of the benchmark; not read'
                        : 'not read: only suite directories, submission.yml and metadata.json are read at the top of a run',
        });
    }
    return run;
}
function suiteView(view, suite, base) {
    const pattern = (0,_fs_glob_js__WEBPACK_IMPORTED_MODULE_0__/* .globToRegExp */ .tL)(suite.trial_pattern);
    return {
        ...view,
        suite,
        base,
        pattern,
        trialRule: { text: suite.trial_pattern, test: (n) => pattern.test(n) },
        top: view.childrenOf(base).filter((e) => !(base === '' && (view.atRoot(e) || view.declared(e)))),
        layout: (0,_kinds_registry_js__WEBPACK_IMPORTED_MODULE_2__/* .kindOf */ .I)(suite.kind).trialLayout?.(suite, view.input.catalogs?.get(suite.name)),
        out: [],
    };
}
/** A suite's entries that are not read; when its trials are not recognised, why, in `trialsNotRecognised`. */
function checkSuite(s, trialsNotRecognised) {
    const trials = s.top.filter((e) => s.isDir(e) && s.pattern.test(s.nameOf(e)));
    if (trials.length > 0) {
        for (const e of s.top) {
            if (trials.includes(e))
                continue;
            const near = (0,_nearest_js__WEBPACK_IMPORTED_MODULE_3__/* .nearestRule */ .V1)(s.nameOf(e), [s.trialRule]);
            s.out.push(misplacedSuite(s, e) ?? {
                path: s.shown(e),
                missed: `trial_pattern ${JSON.stringify(s.suite.trial_pattern)}`,
                nearest: near?.rule ?? null,
                hint: near
                    ? `${near.how}: not read as a trial; rename it to match ${s.suite.trial_pattern} (or set trial_pattern)`
                    : 'not a trial directory; not read',
            });
        }
        const layout = s.layout;
        if (layout)
            for (const t of trials)
                for (const e of s.childrenOf(t.rel))
                    visitEntry(s, e, t.rel, layout);
        return s.out;
    }
    const nearTrials = s.top.filter((e) => s.isDir(e) && (0,_nearest_js__WEBPACK_IMPORTED_MODULE_3__/* .nearestRule */ .V1)(s.nameOf(e), [s.trialRule]));
    if (nearTrials.length === 0 && trialsOneDown(s, trialsNotRecognised))
        return s.out;
    if (nearTrials.length > 0) {
        trialsNotRecognised.set(s.suite.name, `trials were not recognised: no directory of the suite matches trial_pattern ${JSON.stringify(s.suite.trial_pattern)} (${nearTrials.map(s.nameOf).slice(0, 3).join(', ')} do not), so the suite directory was read as one trial`);
    }
    for (const e of s.top) {
        const misplaced = misplacedSuite(s, e);
        if (misplaced) {
            s.out.push(misplaced);
            continue;
        }
        if (nearTrials.includes(e)) {
            const near = (0,_nearest_js__WEBPACK_IMPORTED_MODULE_3__/* .nearestRule */ .V1)(s.nameOf(e), [s.trialRule]);
            s.out.push({
                path: s.shown(e),
                missed: `trial_pattern ${JSON.stringify(s.suite.trial_pattern)}`,
                nearest: near.rule,
                hint: `${near.how}: not recognised as a trial, so the suite directory was read as one trial holding every record; rename it to match ${s.suite.trial_pattern} (or set trial_pattern)`,
            });
            if (s.layout?.classify(s.base ? e.rel.slice(s.base.length + 1) : e.rel, true) === 'descend')
                visit(s, e, s.base, s.layout);
            continue;
        }
        if (s.layout)
            visitEntry(s, e, s.base, s.layout);
    }
    return s.out;
}
/**
 * The trials one directory down (main/attempt/trial-1/…): the suite's only directory holds
 * them. Listed, with why in `trialsNotRecognised`, and true; false when they are not there.
 */
function trialsOneDown(s, trialsNotRecognised) {
    const topDirs = s.top.filter(s.isDir);
    const holder = topDirs.length === 1 && !misplacedSuite(s, topDirs[0]) ? topDirs[0] : null;
    const nestedTrials = holder ? s.childrenOf(holder.rel).filter((c) => s.isDir(c) && s.pattern.test(s.nameOf(c))) : [];
    if (!holder || nestedTrials.length === 0)
        return false;
    const names = nestedTrials.map(s.nameOf);
    const listed = `${names.slice(0, 3).join(', ')}${names.length > 3 ? ` and ${names.length - 3} more` : ''}`;
    trialsNotRecognised.set(s.suite.name, `trials were not recognised: they are under ${s.shown(holder)}, one directory down (${listed}), so the suite directory was read as one trial`);
    s.out.push({
        path: s.shown(holder),
        missed: `trial_pattern ${JSON.stringify(s.suite.trial_pattern)}`,
        nearest: null,
        hint: s.input.singleSuite
            ? `the trials are under ${s.shown(holder)} (${listed}), one directory down: pass --run ${s.under(holder.rel)}`
            : `the trials are under ${s.shown(holder)} (${listed}), one directory down: move them up into ${s.suite.name}/, or score this suite alone with --suite ${s.suite.name} --run ${s.under(holder.rel)}`,
    });
    for (const e of s.top)
        if (e !== holder && s.layout)
            visitEntry(s, e, s.base, s.layout);
    return true;
}
/** With one --suite, a directory named after a suite of the benchmark: --run names the wrong directory. */
function misplacedSuite(s, e) {
    if (!s.input.singleSuite || !s.isDir(e) || !s.suiteNames.includes(s.nameOf(e)))
        return null;
    const other = s.nameOf(e) !== s.suite.name;
    return {
        path: s.shown(e),
        missed: `trial_pattern ${JSON.stringify(s.suite.trial_pattern)}`,
        nearest: null,
        hint: other
            ? `${s.nameOf(e)} is another suite of the benchmark: with one --suite, --run is that suite's directory; pass --run without --suite to score every suite`
            : `--run holds the suite directory ${s.suite.name}/: with --suite ${s.suite.name}, --run is that directory itself; pass --run ending in ${s.suite.name}/, or leave out --suite`,
    };
}
function visit(s, dir, trial, l) {
    for (const e of s.childrenOf(dir.rel))
        visitEntry(s, e, trial, l);
}
/** An entry of trial `trial` against the kind's layout: read, descended into, or listed as not read. */
function visitEntry(s, e, trial, l) {
    const rel = trial ? e.rel.slice(trial.length + 1) : e.rel;
    const verdict = l.classify(rel, s.isDir(e));
    if (verdict === 'read')
        return;
    if (verdict === 'descend')
        return visit(s, e, trial, l);
    const near = (0,_nearest_js__WEBPACK_IMPORTED_MODULE_3__/* .nearestRule */ .V1)(rel, l.rules) ?? (0,_nearest_js__WEBPACK_IMPORTED_MODULE_3__/* .nearestRule */ .V1)(s.nameOf(e), l.rules);
    const own = near ? null : l.hint?.(rel, s.isDir(e));
    s.out.push({
        path: s.shown(e),
        missed: own?.missed ?? l.missed,
        nearest: near?.rule ?? own?.nearest ?? null,
        hint: near
            ? `${near.how}: not read`
            : (own?.hint ??
                (e.type === 'symlink'
                    ? 'a symlink that matches nothing read; not followed'
                    : 'matches nothing the suite reads; not read')),
    });
}
function capped(list) {
    if (list.length <= MAX_IGNORED)
        return list;
    const more = list.length - MAX_IGNORED;
    return [
        ...list.slice(0, MAX_IGNORED),
        { path: '…', missed: '', nearest: null, hint: `and ${more} more entr${more === 1 ? 'y' : 'ies'} not read` },
    ];
}
/**
 * The end of a duplicate's message when its records lie in different top directories of a
 * suite read as one trial (`trial_1/…` and `trial_2/…`): the trials were not recognised.
 */
function duplicateHint(rels, trialsNotRecognised) {
    if (!trialsNotRecognised)
        return '';
    const tops = new Set(rels.map((r) => (r.includes('/') ? r.slice(0, r.indexOf('/')) : '')));
    return tops.size > 1 ? ` (${trialsNotRecognised}; rename the trial directories or set trial_pattern)` : '';
}


/***/ }),

/***/ 5132:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J6: () => (/* binding */ duplicateMessage),
/* harmony export */   N5: () => (/* binding */ unknownTaskMessage),
/* harmony export */   Zt: () => (/* binding */ missingTrialsSuffix)
/* harmony export */ });
/* unused harmony export missingTrials */
/* harmony import */ var _check_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6062);
/* harmony import */ var _nearest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6848);
/**
 * The messages of a submitter's naming slips, each with its fix (docs/submission.md, "Common
 * mistakes"): a record for a task the suite does not have (with the nearest task names), two
 * records for one task in one trial, a trial the suite expects that the run lacks. Names are
 * compared through the one nearest-name mechanism (layout/nearest.ts).
 */


/** A record names a task the suite does not have: the nearest task names, and the fix. */
function unknownTaskMessage(noun, key, tasks, shown = key) {
    const near = (0,_nearest_js__WEBPACK_IMPORTED_MODULE_1__/* .nearestNames */ .LE)(key, [...tasks]);
    const capital = `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`;
    const nearest = near.length > 0
        ? `; nearest: ${near.join(', ')}: name the ${noun} as the suite does`
        : `; name one of the suite's ${noun}s`;
    return `${capital} ${shown} is not in the selected suite${nearest}`;
}
/**
 * Two records (or more) for one task in one trial: both files named, and the fix, to keep one;
 * or, when the records lie in trial directories the trial pattern missed, to rename those.
 */
function duplicateMessage(what, task, rels, trialsNotRecognised) {
    const hint = (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .duplicateHint */ .v)(rels, trialsNotRecognised);
    const files = rels.length === 2 ? `${rels[0]} and ${rels[1]}` : rels.join(', ');
    return hint
        ? `${rels.length} ${what} records for ${task} (${files})${hint}`
        : `${rels.length} ${what} records for ${task} in one trial (${files}): keep one record per task and remove the other${rels.length > 2 ? 's' : ''}`;
}
/**
 * The trials a suite expects that the run lacks, by name, when the present ones are numbered
 * alike (`trial-1`, `trial-2` of 3: `trial-3`); [] when their names say nothing.
 */
function missingTrials(present, expected) {
    if (present.length === 0 || present.length >= expected)
        return [];
    const parts = present.map(numbered);
    if (parts.some((p) => p === null))
        return [];
    const first = parts[0];
    if (parts.some((p) => p.prefix !== first.prefix))
        return [];
    const width = Math.max(...parts.map((p) => (p.digits.startsWith('0') ? p.digits.length : 1)));
    const base = parts.some((p) => Number(p.digits) === 0) ? 0 : 1;
    const have = new Set(parts.map((p) => Number(p.digits)));
    const out = [];
    for (let n = base; out.length < expected - present.length && n < base + expected + present.length; n++) {
        if (!have.has(n))
            out.push(`${first.prefix}${String(n).padStart(width, '0')}`);
    }
    return out;
}
/** `trial-12` as its prefix and its digits; null without digits at the end (or with too many). */
function numbered(name) {
    let i = name.length;
    while (i > 0 && name.charCodeAt(i - 1) >= 48 && name.charCodeAt(i - 1) <= 57)
        i--;
    const digits = name.slice(i);
    return digits.length === 0 || digits.length > 6 ? null : { prefix: name.slice(0, i), digits };
}
/** `: missing trial-3 (add it to the run)`, or '' when the names say nothing. */
function missingTrialsSuffix(present, expected) {
    const missing = missingTrials(present, expected);
    return missing.length === 0
        ? ''
        : `: missing ${missing.join(', ')} (add ${missing.length === 1 ? 'it' : 'them'} to the run)`;
}


/***/ }),

/***/ 6848:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LE: () => (/* binding */ nearestNames),
/* harmony export */   V1: () => (/* binding */ nearestRule),
/* harmony export */   Ys: () => (/* binding */ literalRule)
/* harmony export */ });
/* unused harmony export unpadded */
/**
 * The one mechanism behind the hints of ignored entries (docs/run-layout.md): the rule a name
 * almost matched, and how it differs. A rule is a literal name (a suite, a case) or a glob (a
 * trial pattern, a records glob). A name is near a rule when it matches once letter case is
 * folded or `_` and `-` are swapped, when it differs from a literal only in the zero padding of
 * its numbers (`output_1.csv`, `output_01.csv`) or in its extension (`output_01.txt`,
 * `output_01.csv.txt`, `output_01`), when it is within a small edit distance of a literal, or
 * (a glob) when it has the extension the glob asks for but not the rest of its ending, or when
 * its start is a small edit away from the glob's literal start (`trail-2` for `trial-*`). The
 * same mechanism suggests the nearest names of a list (a task key, a submission.yml key).
 */
/** A literal rule: the name itself. */
function literalRule(text) {
    return { text, test: (name) => name === text, literal: true };
}
/** The rule `name` is nearest to, or null when it is near none. Rules are tried in order. */
function nearestRule(name, rules) {
    for (const variant of variants(name)) {
        const rule = rules.find((r) => r.test(variant.name));
        if (rule)
            return { rule: rule.text, how: variant.how, name: variant.name };
    }
    for (const rule of rules) {
        const how = rule.literal ? literalDifference(name, rule.text) : null;
        if (how)
            return { rule: rule.text, how };
    }
    let best = null;
    for (const rule of rules) {
        if (!rule.literal)
            continue;
        const distance = editDistance(fold(name), fold(rule.text));
        if (distance <= Math.max(1, Math.floor(rule.text.length / 4)) && (!best || distance < best.distance))
            best = { rule, distance };
    }
    if (best)
        return {
            rule: best.rule.text,
            how: `is ${best.distance} edit${best.distance === 1 ? '' : 's'} away from it`,
            name: best.rule.text,
        };
    for (const rule of rules) {
        const respelled = respelledStart(name, rule);
        if (respelled)
            return {
                rule: rule.text,
                how: `is ${respelled.distance} edit${respelled.distance === 1 ? '' : 's'} away from ${respelled.name}`,
                name: respelled.name,
            };
    }
    for (const rule of rules) {
        const ending = literalEnding(rule.text);
        const ext = ending ? extensionOf(ending) : null;
        if (ending && ext && ext !== ending && name.toLowerCase().endsWith(ext.toLowerCase()) && !name.endsWith(ending)) {
            return { rule: rule.text, how: `ends in "${ext}" but not in "${ending}"` };
        }
    }
    return null;
}
/**
 * The names of `names` nearest to `name` (at most `max`, nearest first): those a rule of their
 * own would call near (letter case, `_` for `-`, a few edits), for a name that matches none
 * (a record's unknown task, an unknown key).
 */
function nearestNames(name, names, max = 3) {
    const scored = [];
    for (const candidate of names) {
        if (candidate === name)
            continue;
        if (nearestRule(name, [literalRule(candidate)]))
            scored.push({ name: candidate, distance: editDistance(fold(name), fold(candidate)) });
    }
    return scored
        .sort((a, b) => a.distance - b.distance || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
        .slice(0, max)
        .map((s) => s.name);
}
/**
 * A glob with a literal start of three characters or more (`trial-` of `trial-*`): a name whose
 * start is a small edit away from it, and which matches once its start is the glob's.
 */
function respelledStart(name, rule) {
    if (rule.literal)
        return null;
    const cut = Math.min(...['*', '?', '{', '['].map((c) => rule.text.indexOf(c)).filter((i) => i >= 0));
    const head = Number.isFinite(cut) ? rule.text.slice(0, cut) : '';
    if (head.length < 3 || head.includes('/'))
        return null;
    const limit = Math.max(1, Math.floor(head.length / 4));
    let best = null;
    for (let len = head.length - limit; len <= head.length + limit; len++) {
        if (len < 1 || len >= name.length)
            continue;
        const distance = editDistance(fold(name.slice(0, len)), fold(head));
        const candidate = head + name.slice(len);
        if (distance > 0 && distance <= limit && rule.test(candidate) && (!best || distance < best.distance))
            best = { name: candidate, distance };
    }
    return best;
}
/** The spellings a name is tried in, with how each differs from the name as written. */
function variants(name) {
    const out = [];
    const add = (v, how) => {
        if (v !== name && !out.some((o) => o.name === v))
            out.push({ name: v, how });
    };
    const lower = name.toLowerCase();
    add(lower, 'differs only in letter case');
    add(name.replace(/_/g, '-'), 'has "_" where the rule has "-"');
    add(name.replace(/-/g, '_'), 'has "-" where the rule has "_"');
    add(lower.replace(/_/g, '-'), 'differs in letter case and has "_" where the rule has "-"');
    add(lower.replace(/-/g, '_'), 'differs in letter case and has "-" where the rule has "_"');
    return out;
}
/** How `name` differs from the literal `text` when only zero padding or the extension does; null otherwise. */
function literalDifference(name, text) {
    const a = name.toLowerCase();
    const b = text.toLowerCase();
    if (a === b)
        return null;
    if (unpadded(a) === unpadded(b)) {
        return `differs from it only in the zero padding of its numbers${unpadded(name) === unpadded(text) ? '' : ' and in letter case'}`;
    }
    if (a.startsWith(`${b}.`))
        return `has "${name.slice(text.length)}" after the name`;
    const [stemA, extA] = splitExtension(a);
    const [stemB, extB] = splitExtension(b);
    if (stemA === stemB && extA !== extB) {
        return extA === ''
            ? `has no extension where it has "${text.slice(stemB.length)}"`
            : `has the extension "${name.slice(stemA.length)}" where it has "${text.slice(stemB.length) || 'none'}"`;
    }
    return null;
}
/** The text with the leading zeros of each run of digits dropped (`output_007` → `output_7`). */
function unpadded(s) {
    let out = '';
    let i = 0;
    while (i < s.length) {
        const c = s.charCodeAt(i);
        if (c < 0x30 || c > 0x39) {
            out += s[i];
            i += 1;
            continue;
        }
        let j = i;
        while (j < s.length && s.charCodeAt(j) >= 0x30 && s.charCodeAt(j) <= 0x39)
            j += 1;
        let k = i;
        while (k < j - 1 && s.charCodeAt(k) === 0x30)
            k += 1;
        out += s.slice(k, j);
        i = j;
    }
    return out;
}
/** A name's stem and extension (`.csv`, '' when none; a leading dot alone is no extension). */
function splitExtension(name) {
    const dot = name.lastIndexOf('.');
    return dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
}
function fold(s) {
    return s.toLowerCase().replace(/[-_ ]/g, '-');
}
/** The literal text after a glob's last wildcard (`_trajectory.json` of `**\/*_trajectory.json`); null when it ends in one or alternates. */
function literalEnding(glob) {
    const last = Math.max(glob.lastIndexOf('*'), glob.lastIndexOf('?'), glob.lastIndexOf('}'));
    const ending = glob.slice(last + 1);
    return last < 0 || ending === '' || ending.includes('/') || glob.slice(last).includes('{') ? null : ending;
}
function extensionOf(ending) {
    const dot = ending.lastIndexOf('.');
    return dot < 0 ? null : ending.slice(dot);
}
/** Optimal string alignment distance (Levenshtein with adjacent transpositions). */
function editDistance(a, b) {
    if (Math.abs(a.length - b.length) > 8)
        return Math.abs(a.length - b.length);
    const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
    for (let j = 1; j <= b.length; j++)
        d[0][j] = j;
    for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let v = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                v = Math.min(v, d[i - 2][j - 2] + 1);
            d[i][j] = v;
        }
    }
    return d[a.length][b.length];
}


/***/ }),

/***/ 468:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ globLayout)
/* harmony export */ });
/* harmony import */ var _fs_glob_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4089);
/**
 * The trial layout of the kinds that read a trial's files by glob (trajectory, output): a file
 * is read when its path in the trial matches one of the globs; directories are looked into.
 */

/** `globs`: the field of the suite each glob comes from (`records`, `cce.records`) and the glob. */
function globLayout(globs) {
    const rules = globs.map(({ glob }) => {
        const re = (0,_fs_glob_js__WEBPACK_IMPORTED_MODULE_0__/* .globToRegExp */ .tL)(glob);
        return { text: glob, test: (rel) => re.test(rel) };
    });
    return {
        missed: globs.map(({ field, glob }) => `${field} ${JSON.stringify(glob)}`).join(', '),
        classify: (rel, dir) => (dir ? 'descend' : rules.some((r) => r.test(rel)) ? 'read' : 'ignored'),
        rules,
    };
}


/***/ }),

/***/ 9379:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J8: () => (/* binding */ MAX_SPLIT_GLOB),
/* harmony export */   Kp: () => (/* binding */ splitFields),
/* harmony export */   _e: () => (/* binding */ VerifierSchema),
/* harmony export */   fV: () => (/* binding */ splitMatchOf),
/* harmony export */   mM: () => (/* binding */ splitHeldOut),
/* harmony export */   wL: () => (/* binding */ SuiteName),
/* harmony export */   zm: () => (/* binding */ BenchmarkPath)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2311);
/* harmony import */ var _fs_glob_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4089);
/**
 * The parts of agent-eval.yml that several suite kinds share: benchmark paths, suite names and
 * the verifier section. Each kind's own section is in its directory (kinds/<kind>/schema.ts).
 */


/** A path inside the benchmark: relative, POSIX, no `..` segment. */
const BenchmarkPath = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
    .min(1)
    .refine((p) => !p.startsWith('/') && !/^[A-Za-z]:/.test(p) && !p.split(/[\\/]/).includes('..'), {
    message: 'must be a relative path inside the benchmark (no leading "/", no "..")',
});
const SuiteName = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'must be letters, digits, "_", "-" or "." (it names a directory)');
/** The arguments a `verifier.python` function can take, by name (docs/verifiers.md#the-arguments). */
const CALLABLE_ARGS = ['record', 'record_file', 'task', 'task_file', 'task_key', 'suite'];
/** `path/to/file.py:function`: a Python file inside the benchmark and a top-level function of it. */
const CallableSpec = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
    .regex(/^[^:]+\.py:[A-Za-z_][A-Za-z0-9_]*$/, 'must be "path/to/file.py:function" (a Python file of the benchmark and a function in it)')
    .refine((spec) => BenchmarkPath.safeParse(spec.slice(0, spec.lastIndexOf(':'))).success, {
    message: 'the file must be a relative path inside the benchmark (no leading "/", no "..")',
});
const VerifierSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    python: CallableSpec.optional().describe('"file.py:function": a Python function of the benchmark that agent-eval calls once per task (instead of command)'),
    args: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(CALLABLE_ARGS))
        .optional()
        .describe('with python: the arguments the function takes, in order (default [record])'),
    command: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1))
        .min(1)
        .optional()
        .describe('argv of the verifier, run with cwd = benchmark root (instead of python)'),
    protocol: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['jsonl', 'exec'])
        .default('jsonl')
        .describe('with command: jsonl: persistent workers; exec: one process per task'),
    timeout_s: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().positive().max(86_400).default(60).describe('per-task timeout in seconds'),
    workers: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().max(64).optional().describe('parallel workers; default one per core'),
    env: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^[A-Za-z_][A-Za-z0-9_]*$/))
        .default([])
        .describe('extra environment variable names passed through to the verifier (never tokens)'),
})
    .superRefine((v, ctx) => {
    if (v.python === undefined && v.command === undefined)
        ctx.addIssue({ code: 'custom', message: 'needs python (a function to call) or command (a program to run)' });
    if (v.python !== undefined && v.command !== undefined)
        ctx.addIssue({ code: 'custom', path: ['command'], message: 'give python or command, not both' });
    if (v.python !== undefined && v.protocol === 'exec')
        ctx.addIssue({
            code: 'custom',
            path: ['protocol'],
            message: 'protocol is for command; a python function needs none',
        });
    if (v.args !== undefined && v.python === undefined)
        ctx.addIssue({
            code: 'custom',
            path: ['args'],
            message: 'args are the arguments of a python function: set python too',
        });
    const seen = new Set();
    v.args?.forEach((a, i) => {
        if (seen.has(a))
            ctx.addIssue({ code: 'custom', path: ['args', i], message: `"${a}" is listed twice` });
        seen.add(a);
    });
});
/**
 * A suite's splits (docs/splits.md): name -> the tasks of the split, a task-key glob (picomatch,
 * as fs/glob.ts reads it) or a list of task keys. Splits are views over the suite's one set of
 * verdicts: every split gets its own coverage, `valid`, `final`, metrics and reliability.
 */
/** The longest split glob. */
const MAX_SPLIT_GLOB = 1000;
const SplitMatch = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(MAX_SPLIT_GLOB), zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1)).min(1)]);
/** A split in its long form: its tasks (as in the short form) and whether it is held out (docs/held-out.md). */
const SplitObject = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    tasks: SplitMatch.describe('a task-key glob or a list of task keys'),
    held_out: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()
        .default(false)
        .describe('true: no public output carries anything of these tasks but aggregates (docs/held-out.md)'),
});
/** A split's task glob or list, whichever form the manifest gives it in. */
function splitMatchOf(split) {
    return typeof split === 'object' && !Array.isArray(split)
        ? split.tasks
        : split;
}
/** Whether a split is held out: its own `held_out`, else its suite's (docs/held-out.md). */
function splitHeldOut(split, suiteHeldOut) {
    const own = typeof split === 'object' && split !== null && !Array.isArray(split)
        ? split.held_out
        : undefined;
    return own === true || suiteHeldOut === true;
}
const SplitsSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(SuiteName, zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([SplitMatch, SplitObject]))
    .superRefine((splits, ctx) => {
    if (Object.keys(splits).length === 0)
        ctx.addIssue({ code: 'custom', message: 'declares no split (leave `splits` out instead)' });
    for (const [name, split] of Object.entries(splits)) {
        const match = splitMatchOf(split);
        if (typeof match !== 'string')
            continue;
        try {
            (0,_fs_glob_js__WEBPACK_IMPORTED_MODULE_0__/* .globToRegExp */ .tL)(match);
        }
        catch (err) {
            ctx.addIssue({
                code: 'custom',
                path: typeof split === 'string' ? [name] : [name, 'tasks'],
                message: err.message,
            });
        }
    }
})
    .describe('split name -> task-key glob or list of task keys; each split is scored, reported and ranked on its own');
/** The fields every suite kind has for splits (spread into each kind's schema). */
const splitFields = {
    splits: SplitsSchema.optional(),
    publish: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()
        .default(true)
        .describe("false: the suite's own figures over all its tasks are not headline figures, only its splits' are"),
    held_out: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()
        .default(false)
        .describe("true: no public output carries anything of the suite's tasks but aggregates (docs/held-out.md)"),
    held_out_decimals: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()
        .int()
        .min(0)
        .max(6)
        .default(1)
        .describe('the decimals held-out headline figures are published with, as percentages (docs/held-out.md); default 1'),
};


/***/ }),

/***/ 3710:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ parseYaml)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);
/** YAML of the benchmark (the manifest, task files): syntax errors become a ConfigError with the line. */


/** Parses YAML, turning syntax errors into a ConfigError with the line. */
function parseYaml(text, file) {
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { prettyErrors: true, uniqueKeys: true });
    if (doc.errors.length > 0) {
        const first = doc.errors[0];
        const where = first.linePos ? `line ${first.linePos[0].line}: ` : '';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(file, `invalid YAML: ${where}${first.message.split('\n')[0]}`);
    }
    return doc.toJS({ maxAliasCount: 100 });
}


/***/ }),

/***/ 2472:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  o: () => (/* binding */ formatIssues),
  j: () => (/* binding */ formatPath)
});

// EXTERNAL MODULE: ./src/core/layout/nearest.ts
var nearest = __webpack_require__(6848);
;// CONCATENATED MODULE: ./src/core/manifest/allowed-keys.ts

const defOf = (schema) => schema?._zod?.def;
/** The schema under its wrappers (optional, default, pipe, lazy), resolved against `data` for a union. */
function unwrap(schema, data) {
    for (let i = 0; i < 32; i++) {
        const def = defOf(schema);
        if (!def)
            return undefined;
        if (def.innerType)
            schema = def.innerType;
        else if (def.type === 'pipe')
            schema = def.in;
        else if (def.type === 'lazy' && def.getter)
            schema = def.getter();
        else if (def.type === 'union' && def.options) {
            const tag = def.discriminator;
            const value = tag && data !== null && typeof data === 'object' ? data[tag] : undefined;
            const match = def.options.find((o) => {
                const shape = defOf(unwrap(o, undefined))?.shape;
                const literal = tag && shape ? defOf(shape[tag]) : undefined;
                return literal?.values?.includes(value);
            });
            if (!match)
                return undefined;
            schema = match;
        }
        else
            return schema;
    }
    return undefined;
}
/** The keys the object schema at `path` (through `data`) allows, or null when it is not an object schema. */
function allowedKeysAt(schema, data, path) {
    let at = schema;
    let value = data;
    for (const part of path) {
        const def = defOf(unwrap(at, value));
        if (!def)
            return null;
        if (def.type === 'object' && def.shape && typeof part === 'string')
            at = def.shape[part];
        else if (def.type === 'array')
            at = def.element;
        else if (def.type === 'record')
            at = def.valueType;
        else
            return null;
        value =
            value !== null && typeof value === 'object' ? value[part] : undefined;
    }
    const shape = defOf(unwrap(at, value))?.shape;
    return shape ? Object.keys(shape) : null;
}
/** ` (did you mean "timeout_s"?)` for an unknown key near an allowed one, else ''. */
function nearestKeyHint(key, allowed) {
    const near = (0,nearest/* nearestRule */.V1)(key, allowed.map(nearest/* literalRule */.Ys));
    return near ? ` (did you mean "${near.rule}"?)` : '';
}

;// CONCATENATED MODULE: ./src/core/manifest/zod-issues.ts

function formatPath(path) {
    let out = '';
    for (const part of path) {
        if (typeof part === 'number')
            out += `[${part}]`;
        else
            out += out ? `.${String(part)}` : String(part);
    }
    return out || '(top level)';
}
/**
 * With the schema and the data it was given, an unknown key also names the nearest key allowed
 * there (`timeout` → `timeout_s`) and the allowed keys.
 */
function formatIssues(error, against) {
    return error.issues
        .map((issue) => `${formatPath(issue.path)}: ${issue.message}${against ? unknownKeyHint(issue, against.schema, against.data) : ''}`)
        .join('; ');
}
function unknownKeyHint(issue, schema, data) {
    if (issue.code !== 'unrecognized_keys')
        return '';
    const allowed = allowedKeysAt(schema, data, issue.path);
    if (!allowed)
        return '';
    const hints = issue.keys.map((k) => nearestKeyHint(k, allowed)).filter(Boolean);
    return `${hints.join('')}; allowed here: ${allowed.join(', ')}`;
}


/***/ }),

/***/ 5716:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GB: () => (/* binding */ roundTo),
/* harmony export */   RI: () => (/* binding */ detailMean),
/* harmony export */   Vc: () => (/* binding */ withholdMetrics),
/* harmony export */   Xv: () => (/* binding */ scoredVerdicts),
/* harmony export */   _o: () => (/* binding */ nonFiniteErrors),
/* harmony export */   i2: () => (/* binding */ mean),
/* harmony export */   lc: () => (/* binding */ withheldReasonText),
/* harmony export */   mn: () => (/* binding */ headlineAndObserved),
/* harmony export */   sE: () => (/* binding */ successRate),
/* harmony export */   xz: () => (/* binding */ SUCCESS_RATE)
/* harmony export */ });
/** Rounds to a fixed number of decimals so that reports are stable across platforms. */
function roundTo(x, decimals = 4) {
    const f = 10 ** decimals;
    return Math.round(x * f) / f;
}
function mean(values) {
    if (values.length === 0)
        return null;
    let sum = 0;
    for (const v of values)
        sum += v;
    return sum / values.length;
}
const scoredVerdicts = (verdicts) => verdicts.filter((v) => v.status !== 'error');
const NOT_FINAL = 'not final: published only when every expected task has exactly one valid verdict and nothing is pending';
const HAS_ERRORS = 'errors occurred: no observed value is given for an invalid trial';
/**
 * A per-task quantity averaged two ways: the headline over all expected tasks (final trials
 * only) and the observed value over scored tasks (valid trials with something scored).
 */
function headlineAndObserved(name, method, perTask, expected, status, extra = {}) {
    const headline = status.final && perTask.length === expected ? mean(perTask) : null;
    const observed = status.valid ? mean(perTask) : null;
    return {
        [name]: {
            value: headline === null ? null : roundTo(100 * headline),
            method,
            ...extra,
            ...(headline === null ? { note: NOT_FINAL } : {}),
        },
        [`observed_${name}`]: {
            value: observed === null ? null : roundTo(100 * observed),
            method,
            ...extra,
            ...(observed === null
                ? { note: status.valid ? 'nothing was scored' : HAS_ERRORS }
                : { note: 'over scored tasks only' }),
        },
    };
}
/** The success rate (`successRate`) of the kinds that call it SR. */
const SUCCESS_RATE = {
    name: 'SR',
    key: 'SR_percent',
    title: 'SR %',
    unit: 'points',
    better: 'higher',
    decimals: 2,
    aggregation: 'successes over the expected tasks, in %',
    compared: 'success',
};
/** Success rate: 100 × successes / expected tasks (final only), and over scored tasks. */
function successRate(verdicts, expected, status) {
    const perTask = scoredVerdicts(verdicts).map((v) => (v.success ? 1 : 0));
    return headlineAndObserved(SUCCESS_RATE.key, 'success_rate_v1', perTask, expected, status);
}
/** Arithmetic mean of a numeric detail over valid tasks; null with a note if any lacks it. */
function detailMean(verdicts, detail, method) {
    const scored = scoredVerdicts(verdicts);
    const values = scored.map((v) => v.details[detail]).filter((x) => typeof x === 'number');
    if (scored.length === 0)
        return { value: null, method, note: 'nothing was scored' };
    if (values.length < scored.length) {
        return { value: null, method, note: `${scored.length - values.length} scored record(s) do not report ${detail}` };
    }
    return { value: roundTo(mean(values)), method, note: 'over valid tasks, failed ones included' };
}
/**
 * Every derived figure is checked before it goes into a report: a value that is not a finite
 * number (a sum of huge inputs that no entry check bounded, e.g. in a forged partial report) is
 * an error of that metric (withholdMetrics withholds it), never of the trial.
 */
function nonFiniteErrors(metrics) {
    return Object.entries(metrics)
        .filter(([, m]) => m.value !== null && !Number.isFinite(m.value))
        .map(([name, m]) => ({
        task: null,
        record: null,
        stage: 'metric',
        metric: name,
        message: `${name} is ${String(m.value)}, not a finite number: an input is out of range`,
    }));
}
/** How many of a metric's reasons its note names (`withheld` has them all). */
const REASONS_IN_NOTE = 3;
/**
 * The one rule for an error of a metric (docs/metrics.md): an error whose `metric` names X
 * withholds X and observed_X (value null, the errors as `withheld`) and nothing else; the
 * trial's verdicts and other metrics stand. Errors of metrics not in `metrics` are returned as
 * `unknown`: the caller makes them errors of the trial (nothing is dropped unseen).
 */
function withholdMetrics(metrics, errors) {
    const byMetric = new Map();
    const unknown = [];
    for (const e of errors) {
        const name = e.metric;
        if (!Object.hasOwn(metrics, name)) {
            unknown.push(e);
            continue;
        }
        byMetric.set(name, [...(byMetric.get(name) ?? []), { task: e.task, record: e.record, message: e.message }]);
    }
    const out = {};
    for (const [name, m] of Object.entries(metrics)) {
        const twin = name.startsWith('observed_') ? byMetric.get(name.slice('observed_'.length)) : undefined;
        const reasons = [...(byMetric.get(name) ?? []), ...(twin ?? [])];
        out[name] = reasons.length > 0 ? { ...m, value: null, note: withheldNote(reasons), withheld: reasons } : m;
    }
    return { metrics: out, unknown };
}
/** One reason as the views show it: `task_36 — PSR: unknown checkpoint format "…"`. */
function withheldReasonText(r) {
    const where = r.task ?? r.record;
    return where === null ? r.message : `${where} — ${r.message}`;
}
function withheldNote(reasons) {
    const shown = reasons.slice(0, REASONS_IN_NOTE).map(withheldReasonText).join('; ');
    const more = reasons.length > REASONS_IN_NOTE ? `; … and ${reasons.length - REASONS_IN_NOTE} more` : '';
    return `withheld: ${shown}${more}`;
}


/***/ }),

/***/ 9966:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ isObject),
/* harmony export */   x: () => (/* binding */ truncate)
/* harmony export */ });
/** Small helpers for untrusted, already-parsed data. */
/** A plain JSON object (not null, not an array). */
function isObject(x) {
    return typeof x === 'object' && x !== null && !Array.isArray(x);
}
/** `text` cut to `max` characters, with … where it was cut. */
function truncate(text, max) {
    return text.length > max ? `${text.slice(0, max)}…` : text;
}


/***/ }),

/***/ 2942:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Uf: () => (/* binding */ readOptionalNumber),
/* harmony export */   bp: () => (/* binding */ describeValue),
/* harmony export */   i2: () => (/* binding */ COUNT),
/* harmony export */   kz: () => (/* binding */ readNumber),
/* harmony export */   sO: () => (/* binding */ FINITE)
/* harmony export */ });
/**
 * The one check for a number that comes from outside agent-eval's own arithmetic (a submission's
 * record, a verifier's message that may echo one, a CCE cache file): it must be finite and in its
 * range, or it is a message naming the field and the value, which the caller turns into an error
 * on that record (never a zero, never a silent fallback). A count is a whole number up to 2^53 − 1,
 * so that any mean of counts, however many, is finite.
 */
/** A count (rounds, chats, actions): a whole number from 0 to 2^53 − 1. */
const COUNT = { min: 0, max: Number.MAX_SAFE_INTEGER, integer: true };
/** Any finite number. */
const FINITE = { min: -Number.MAX_VALUE, max: Number.MAX_VALUE };
function readNumber(field, value, range) {
    if (typeof value === 'number' &&
        Number.isFinite(value) &&
        value >= range.min &&
        value <= range.max &&
        (!range.integer || Number.isInteger(value))) {
        return { ok: true, value };
    }
    return { ok: false, error: `${field} must be ${rangeText(range)}, got ${describeValue(value)}` };
}
/** Absent (undefined or null) is null; anything else must pass readNumber. */
function readOptionalNumber(field, value, range) {
    return value === undefined || value === null ? { ok: true, value: null } : readNumber(field, value, range);
}
function rangeText(r) {
    if (r.min === FINITE.min && r.max === FINITE.max && !r.integer)
        return 'a finite number';
    return `${r.integer ? 'a whole number' : 'a number'} from ${r.min} to ${r.max}`;
}
/** A value for a message: JSON-ish, single line, at most 60 characters. */
function describeValue(value) {
    if (value === undefined)
        return 'nothing';
    const text = typeof value === 'number' ? String(value) : (JSON.stringify(value) ?? String(value));
    const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ');
    return flat.length > 60 ? `${flat.slice(0, 60)}…` : flat;
}


/***/ }),

/***/ 3592:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HH: () => (/* binding */ byCodePoint),
/* harmony export */   X: () => (/* binding */ byCodeUnit),
/* harmony export */   dX: () => (/* binding */ byKey)
/* harmony export */ });
/**
 * The orders agent-eval sorts by: the same on every machine and in every locale (never
 * localeCompare alone), so reports, digests and listings are byte for byte reproducible.
 */
/** UTF-16 code-unit order, what `<` compares on strings (JavaScript's default sort order). */
function byCodeUnit(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/**
 * Unicode code-point order (the same as UTF-8 byte order, and Python's `sorted()` on str); it
 * differs from code-unit order only above U+FFFF against U+E000–U+FFFF.
 */
function byCodePoint(a, b) {
    return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}
/** A comparator of items by a string key, in code-unit order. */
function byKey(key) {
    return (a, b) => byCodeUnit(key(a), key(b));
}


/***/ }),

/***/ 4799:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ keyedRecord)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2311);
/**
 * A zod record whose keys come from a submission (an agent, a trial directory, a claimed
 * metric id, a task): zod's own record builds its output with `out[key] = value`, which drops
 * a "__proto__" key without a word. This one parses the same (same JSON Schema) but hands
 * "__proto__" to zod under another name and puts it back, as an own key, on an object without
 * a prototype, so "__proto__", "constructor" and "toString" are keys like any other
 * (docs/security.md).
 */

const PROTO = '__proto__';
/** "__proto__" is carried as "\u0000"; a key starting with "\u0000" gets one more in front. */
const hide = (key) => (key === PROTO ? '\u0000' : key.startsWith('\u0000') ? `\u0000${key}` : key);
const show = (key) => (key === '\u0000' ? PROTO : key.startsWith('\u0000') ? key.slice(1) : key);
function rename(value, name) {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
        return value;
    const out = Object.create(null);
    for (const [key, entry] of Object.entries(value))
        out[name(key)] = entry;
    return out;
}
function keyedRecord(key, value) {
    return zod__WEBPACK_IMPORTED_MODULE_0__/* .preprocess */ .vkY((input) => rename(input, hide), zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(key, value))
        .overwrite((parsed) => rename(parsed, show));
}


/***/ }),

/***/ 1425:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ droppedEnvNames),
/* harmony export */   i: () => (/* binding */ verifierEnv)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The environment a verifier process gets: an allowlist of harmless variables (locale ones by
 * exact name) plus the names the manifest asks for, and never anything that looks like a
 * credential or runner internals, whoever asks for it. One rule, `credentialReason`, decides
 * both what is dropped and what `agent-eval validate` warns about.
 */

const ALLOWED = [
    'PATH',
    'HOME',
    'USER',
    'LOGNAME',
    'SHELL',
    'TZ',
    'TMPDIR',
    'TEMP',
    'TMP',
    'SYSTEMROOT',
    'COMSPEC',
    'PATHEXT',
    'WINDIR',
    'PYTHONPATH',
    'PYTHONHOME',
    'VIRTUAL_ENV',
    'CONDA_PREFIX',
    'pythonLocation',
    'LD_LIBRARY_PATH',
];
/** The POSIX and glibc locale variables, by exact name: `LC_API_KEY` is not one of them. */
const LOCALE_NAMES = [
    'LANG',
    'LANGUAGE',
    'LC_ALL',
    'LC_CTYPE',
    'LC_NUMERIC',
    'LC_TIME',
    'LC_COLLATE',
    'LC_MONETARY',
    'LC_MESSAGES',
    'LC_PAPER',
    'LC_NAME',
    'LC_ADDRESS',
    'LC_TELEPHONE',
    'LC_MEASUREMENT',
    'LC_IDENTIFICATION',
];
/** Words that, anywhere in a name, mean the value is (or holds) a credential. */
const CREDENTIAL_WORD = /KEY|TOKEN|SECRET|PASS|PWD|CREDENTIAL|AUTH|PRIVATE|COOKIE|SESSION|SIGNATURE|WEBHOOK|DATABASE|DSN|CONN_?STR|CONNECTION/i;
/** Families of variables that carry cloud credentials or belong to the runner. */
const CREDENTIAL_PREFIX = /^(AWS|AZURE|ARM|GCP|GCLOUD|GOOGLE|INPUT|ACTIONS|GITHUB|RUNNER|NPM_CONFIG|NODE_AUTH)_/i;
/** A URL with a user name or password (`scheme://user:pw@host`). */
const URL_USERINFO = /[a-z][a-z0-9+.-]*:\/\/[^\s/?#@]+@/i;
/** A URL whose query carries a key, token, signature, password or code. */
const URL_QUERY_SECRET = /:\/\/[^\s]*[?&][^=&\s]*(key|token|secret|sig|signature|password|auth|code)[^=&\s]*=/i;
/**
 * Why a variable may never reach a verifier, whatever the manifest says, or null when it may.
 * The name decides; the value too when it is given (a URL with credentials in it).
 */
function credentialReason(name, value) {
    const word = CREDENTIAL_WORD.exec(name);
    if (word)
        return `its name contains "${word[0].toUpperCase()}", which marks a credential`;
    const prefix = CREDENTIAL_PREFIX.exec(name);
    if (prefix)
        return `${prefix[1].toUpperCase()}_* variables carry credentials or runner internals`;
    if (/^LC_/i.test(name) && !LOCALE_NAMES.includes(name))
        return 'it is not a locale variable (only LANG, LANGUAGE and the LC_* names of POSIX and glibc are)';
    if (value !== undefined && URL_USERINFO.test(value))
        return 'its value is a URL with a user name or password in it';
    if (value !== undefined && URL_QUERY_SECRET.test(value))
        return 'its value is a URL with a key, token or signature in its query';
    return null;
}
/**
 * `python`: the interpreter named with `--python` (process.ts); its directory goes first on PATH,
 * so that `python3` and the environment's scripts started by name are that environment's.
 */
function verifierEnv(source, passthrough, python) {
    const env = {};
    for (const name of [...ALLOWED, ...LOCALE_NAMES, ...passthrough]) {
        const value = source[name];
        if (value !== undefined && credentialReason(name, value) === null)
            env[name] = value;
    }
    if (python !== undefined && node_path__WEBPACK_IMPORTED_MODULE_0___default().isAbsolute(python))
        env.PATH = [node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(python), ...(env.PATH ? [env.PATH] : [])].join((node_path__WEBPACK_IMPORTED_MODULE_0___default().delimiter));
    env.AGENT_EVAL = '1';
    env.PYTHONUNBUFFERED = '1';
    env.PYTHONDONTWRITEBYTECODE = '1';
    return env;
}
/** The names a manifest lists that never pass, each with why (for `agent-eval validate`). */
function droppedEnvNames(source, passthrough) {
    const dropped = [];
    for (const name of new Set(passthrough)) {
        const why = credentialReason(name, source[name]);
        if (why)
            dropped.push({ name, why });
    }
    return dropped;
}


/***/ }),

/***/ 9865:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $: () => (/* binding */ createVerifier)
});

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: ./src/core/verifier/env.ts
var verifier_env = __webpack_require__(1425);
;// CONCATENATED MODULE: ./src/core/verifier/hints.ts
const TO_EXEC = 'a verifier that takes its files as arguments and prints one answer speaks the exec protocol: set verifier.protocol: exec and put {task_file} {record_file} in verifier.command';
const TO_JSONL = 'a verifier that reads requests from stdin, one JSON line each, speaks the jsonl protocol: set verifier.protocol: jsonl';
const STRAY = 'the verifier (or a library it calls) prints to stdout, where only answers may go: send its prints to stderr, or name the function with verifier.python, whose prints never reach the protocol';
/** The hint for an error, or null when the manifest has no field for it. */
function verifierHint(error, config) {
    if (config.python !== undefined)
        return pythonHint(error, config);
    const other = config.protocol === 'jsonl' ? TO_EXEC : TO_JSONL;
    if (error.startsWith('verifier timed out'))
        return `raise verifier.timeout_s (now ${config.timeout_s}) if the verifier needs longer; ${other}`;
    if (error.startsWith('verifier printed a line that is not a response') ||
        /^verifier printed \d+ lines on stdout/.test(error))
        return STRAY;
    if (error.startsWith('verifier printed output that is not JSON')) {
        const shape = config.protocol === 'jsonl' ? 'one JSON line per request, echoing its id' : 'one JSON object';
        return `stdout must carry ${shape} and nothing else (print logs to stderr); ${other}`;
    }
    if (error.startsWith('verifier printed nothing'))
        return TO_JSONL;
    if (config.protocol === 'jsonl' && error.startsWith('verifier worker exited'))
        return `a jsonl worker keeps running and answers every request it reads on stdin; ${TO_EXEC}`;
    if (error.startsWith('verifier response does not follow the protocol')) {
        return config.protocol === 'jsonl'
            ? `a jsonl worker answers {"id", "success", "message", "checkpoints"} to each request, echoing its id; ${TO_EXEC}`
            : `the answer is one object {"success", "message", "checkpoints"}; ${TO_JSONL}`;
    }
    if (config.protocol === 'jsonl' && error.startsWith('verifier answered id'))
        return `a jsonl worker echoes the id of each request; ${TO_EXEC}`;
    return null;
}
/** The python form: its prints never reach the protocol, so only the time bound and the process are the manifest's. */
function pythonHint(error, config) {
    if (error.startsWith('verifier timed out'))
        return `raise verifier.timeout_s (now ${config.timeout_s}) if the function needs longer`;
    if (error.startsWith('verifier worker exited') || error.startsWith('verifier worker was killed')) {
        return `the function ended the Python process that calls it (os._exit, a crash in native code): a verifier function returns its verdict or raises`;
    }
    return null;
}
/** The outcome with the hint for its error, if any. */
function withHint(outcome, config) {
    if (outcome.ok)
        return outcome;
    const hint = verifierHint(outcome.error, config);
    if (!hint)
        return outcome;
    return { ...outcome, error: `${outcome.error} (hint: ${hint})` };
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/core/verifier/process.ts
/**
 * Starting and stopping verifier processes. Each runs in its own process group, which is its
 * lifetime: a timeout kills whatever it started too, and so does its own exit (a helper left
 * running in the background dies with the verifier); any group still alive when we exit is
 * killed. A process it starts outside its group (a daemon, a server in a session of its own)
 * is beyond our reach: it may keep running, but never holds up the run (see whenFinished).
 */

/** A program name that `--python` stands for. */
const PYTHON_NAME = /^python(3(\.\d+)?)?$/;
/** The program a verifier command runs: the named Python for a bare python name, else as given. */
function programOf(program, python) {
    return python !== undefined && PYTHON_NAME.test(program) ? python : program;
}
const live = new Set();
let exitHookInstalled = false;
/**
 * `channel`: the process also gets fd 3, a two-way pipe for the protocol (the python form,
 * docs/verifiers.md), and its stdin is /dev/null.
 */
function startProcess(argv, spec, channel = false) {
    if (!exitHookInstalled) {
        exitHookInstalled = true;
        process.once('exit', () => {
            for (const child of live)
                killGroup(child);
        });
    }
    const [program, ...args] = argv;
    const child = (0,external_node_child_process_.spawn)(programOf(program, spec.python), args, {
        cwd: spec.cwd,
        env: spec.env,
        stdio: channel ? ['ignore', 'pipe', 'pipe', 'pipe'] : ['pipe', 'pipe', 'pipe'],
        detached: process.platform !== 'win32',
        windowsHide: true,
    });
    live.add(child);
    // The first 'exit' listener, so it runs right after the leader was reaped: nothing of ours
    // can have started a process (and been given its pid) in between.
    child.once('exit', () => {
        live.delete(child);
        killRest(child);
    });
    child.once('error', () => live.delete(child));
    child.stdin?.on('error', () => { });
    child.stdout?.setEncoding('utf8');
    child.stderr?.setEncoding('utf8');
    const fd3 = channelOf(child);
    fd3?.on('error', () => { });
    fd3?.setEncoding('utf8');
    return child;
}
/** How long output may still come after a verifier has exited, while something else holds its pipes. */
const DRAIN_MS = 1000;
/**
 * Calls `done` once, when the child has exited and its output has been read: on 'close'
 * (exited, and every pipe at end of input). A process it started in a session of its own (out
 * of killRest's reach) may still hold the pipes, and 'close' would wait for it (a helper server
 * may never stop): so `drainMs` after 'exit' the pipes are destroyed and `done` is called with
 * the exit status.
 */
function whenFinished(child, done, drainMs = DRAIN_MS) {
    let finished = false;
    let drain;
    const finish = (code, signal) => {
        if (finished)
            return;
        finished = true;
        clearTimeout(drain);
        done(code, signal);
    };
    child.once('close', finish);
    child.once('exit', (code, signal) => {
        drain = setTimeout(() => {
            for (const stream of child.stdio)
                stream?.destroy();
            finish(code, signal);
        }, drainMs);
    });
}
/** The protocol channel (fd 3) of a process started with `channel`, else undefined. */
function channelOf(child) {
    return child.stdio[3] ?? undefined;
}
/** Kills what is left of an exited verifier's process group (nothing, usually: ESRCH). */
function killRest(child) {
    if (process.platform === 'win32' || child.pid === undefined)
        return;
    try {
        process.kill(-child.pid, 'SIGKILL');
    }
    catch {
        // no such group: nothing was left
    }
}
function killGroup(child) {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined)
        return;
    try {
        if (process.platform !== 'win32')
            process.kill(-child.pid, 'SIGKILL');
        else
            child.kill('SIGKILL');
    }
    catch {
        child.kill('SIGKILL');
    }
}
function describeExit(code, signal) {
    return signal ? `was killed by ${signal}` : `exited with code ${code}`;
}

// EXTERNAL MODULE: ./src/core/verifier/protocol.ts
var protocol = __webpack_require__(9216);
;// CONCATENATED MODULE: ./src/core/verifier/exec.ts
/**
 * The `exec` verifier protocol: one process per task, argv placeholders `{task}`,
 * `{task_file}`, `{record_file}`, one JSON object on stdout, exit code 0.
 */


const MAX_STDOUT_CHARS = 16 * 1024 * 1024;
function substitute(argv, values) {
    return argv.map((arg) => arg.replace(/\{(task|task_file|record_file|suite)\}/g, (m, name) => values[name] ?? m));
}
function runExec(argv, spec) {
    return new Promise((resolve) => {
        const child = startProcess(argv, spec);
        const stderr = new protocol/* TailBuffer */.vX();
        let stdout = '';
        let failure = null;
        child.stdin.end();
        child.stdout.on('data', (chunk) => {
            stdout += chunk;
            if (stdout.length > MAX_STDOUT_CHARS && !failure) {
                failure = `verifier printed over ${MAX_STDOUT_CHARS} characters`;
                killGroup(child);
            }
        });
        child.stderr.on('data', (chunk) => stderr.push(chunk));
        const timer = setTimeout(() => {
            failure ??= `verifier timed out after ${spec.timeoutMs / 1000} s`;
            killGroup(child);
        }, spec.timeoutMs);
        const done = (outcome) => {
            clearTimeout(timer);
            if (!outcome.ok) {
                const tail = stderr.take();
                if (tail)
                    outcome = { ...outcome, error: `${outcome.error}; stderr: ${(0,protocol/* clip */.$Q)(tail, 2000)}` };
            }
            resolve(outcome);
        };
        // Exited in time: what comes after (the drain of pipes a helper may hold) is not the verifier's time.
        child.once('exit', () => clearTimeout(timer));
        child.once('error', (err) => {
            failure ??= `cannot start verifier ${JSON.stringify(argv[0])}: ${err.message}`;
        });
        whenFinished(child, (code, signal) => {
            if (failure)
                return done({ ok: false, error: failure });
            if (code !== 0)
                return done({ ok: false, error: `verifier ${describeExit(code, signal)}` });
            const text = stdout.trim();
            if (!text)
                return done({ ok: false, error: 'verifier printed nothing' });
            const outcome = (0,protocol/* parseResponse */.xp)(text, null);
            const lines = text.split('\n').filter((l) => l.trim() !== '');
            // Not one answer, but several lines: something printed besides the answer (docs/verifiers.md#errors).
            if (!outcome.ok && outcome.error.startsWith('verifier printed output that is not JSON') && lines.length > 1) {
                return done({
                    ok: false,
                    error: `verifier printed ${lines.length} lines on stdout, not one JSON object: ${(0,protocol/* clip */.$Q)(text, 200)}`,
                });
            }
            done(outcome);
        });
    });
}

;// CONCATENATED MODULE: ./src/core/verifier/callable-worker.ts
/**
 * The worker agent-eval ships for the python form of a verifier (docs/verifiers.md#the-python-form):
 * it imports the benchmark's file once and calls the named function once per request. It is
 * Python source run with `python -c`, so that it travels inside the bundle with no file of its
 * own to ship or find.
 *
 * argv: FILE FUNCTION ARGS (the argument names joined by ","). Requests come on fd 3, one JSON
 * line each, and each gets one JSON line back on fd 3, in order. While the benchmark's code
 * runs, fd 1 and fd 2 go to a capture file: what it prints is added to that task's error (its
 * last characters) and never reaches the channel; on a verdict it is dropped.
 */
const CALLABLE_WORKER_PY = String.raw `
import copy, importlib.util, io, json, os, reprlib, sys, tempfile, traceback

OUTPUT_CHARS = 1500
FILE, FUNCTION = sys.argv[1], sys.argv[2]
NAMES = [n for n in sys.argv[3].split(",") if n]
LABEL = FILE + ":" + FUNCTION
SHAPES = 'a verifier function returns (success, message), success, or {"success", "message", "checkpoints"}'

channel = os.dup(3)  # not inheritable: a process the verifier starts never gets the channel
os.close(3)
null = os.open(os.devnull, os.O_RDONLY)
os.dup2(null, 0)
os.close(null)
capture = tempfile.TemporaryFile()
saved_out, saved_err = os.dup(1), os.dup(2)


def flush():
    for stream in (sys.stdout, sys.stderr, sys.__stdout__, sys.__stderr__):
        try:
            stream.flush()
        except Exception:
            pass


def run(call):
    """call() with fd 1 and 2 going to the capture file: (raised, value or exception, output)."""
    flush()
    capture.seek(0)
    capture.truncate()
    os.dup2(capture.fileno(), 1)
    os.dup2(capture.fileno(), 2)
    raised, tb = False, ""
    try:
        value = call()
    except BaseException as error:
        raised, value, tb = True, error, traceback.format_exc()
    finally:
        flush()
        os.dup2(saved_out, 1)
        os.dup2(saved_err, 2)
    size = capture.seek(0, 2)
    capture.seek(max(0, size - 4 * OUTPUT_CHARS))
    text = (capture.read().decode("utf-8", "replace") + tb).strip()
    return raised, value, text[-OUTPUT_CHARS:]


def with_output(message, output):
    return message + "; output: " + output if output else message


def describe(value):
    return type(value).__name__ + " " + reprlib.repr(value)


def flag(value):
    if type(value) is bool:
        return value
    if type(value) is int and value in (0, 1):
        return bool(value)
    if type(value).__module__ == "numpy" and type(value).__name__ in ("bool_", "bool"):
        return bool(value)
    return None


def verdict(value):
    """The answer for a returned value, or None and why it is not one."""
    if flag(value) is not None:
        return {"success": flag(value), "message": ""}, None
    if isinstance(value, (tuple, list)) and len(value) == 2:
        success, message = flag(value[0]), value[1]
        if success is None:
            return None, "the first item of the pair it returned is " + describe(value[0]) + ", not True/False (or 1/0)"
        if message is not None and not isinstance(message, str):
            return None, "the second item of the pair it returned is " + describe(message) + ", not a string"
        return {"success": success, "message": message or ""}, None
    if isinstance(value, dict):
        extra = sorted(str(k) for k in value if k not in ("success", "message", "checkpoints"))
        if extra:
            return None, "the dict it returned has keys other than success, message and checkpoints: " + ", ".join(extra)
        if "success" not in value:
            return None, "the dict it returned has no success"
        success, message = flag(value["success"]), value.get("message")
        if success is None:
            return None, "its success is " + describe(value["success"]) + ", not True/False (or 1/0)"
        if message is not None and not isinstance(message, str):
            return None, "its message is " + describe(message) + ", not a string"
        answer = {"success": success, "message": message or ""}
        if value.get("checkpoints") is not None:
            answer["checkpoints"] = value["checkpoints"]
        return answer, None
    return None, "it returned " + describe(value)


task_cache = {}


def read_task(path):
    if path not in task_cache:
        if path.lower().endswith(".json"):
            with open(path, "rb") as f:
                task_cache[path] = json.loads(f.read())
        else:
            try:
                import yaml
            except ImportError as error:
                raise ImportError("the task argument needs PyYAML to read " + os.path.basename(path) + " (" + str(error) + ")")
            with open(path, "rb") as f:
                task_cache[path] = yaml.safe_load(f)
    return copy.deepcopy(task_cache[path])


def argument(name, request):
    if name == "record":
        with open(request["record_file"], "rb") as f:
            return json.loads(f.read())
    if name == "task":
        return read_task(request["task_file"])
    if name == "task_key":
        return request["task"]
    return request[name]


def load():
    path = os.path.abspath(FILE)
    name = os.path.splitext(os.path.basename(path))[0]
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise ImportError(FILE + " is not a Python file")
    module = importlib.util.module_from_spec(spec)
    if name not in sys.modules:
        sys.modules[name] = module
    spec.loader.exec_module(module)
    function = getattr(module, FUNCTION, None)
    if function is None:
        raise AttributeError(FILE + " has no " + FUNCTION)
    if not callable(function):
        raise TypeError(FUNCTION + " in " + FILE + " is a " + type(function).__name__ + ", not a function")
    return function


def respond(request, function, load_error):
    if load_error:
        return {"error": load_error}
    if request.get("check"):
        if "task" in NAMES:
            try:
                read_task(request["task_file"])
            except Exception as error:
                return {"error": "cannot read the task file: " + type(error).__name__ + ": " + str(error)}
        return {"ok": True}
    args = []
    for name in NAMES:
        try:
            args.append(argument(name, request))
        except Exception as error:
            return {"error": "cannot give " + LABEL + " its " + name + " argument: " + type(error).__name__ + ": " + str(error)}
    raised, value, output = run(lambda: function(*args))
    if raised:
        return {"error": with_output(LABEL + " raised " + type(value).__name__ + ": " + str(value), output)}
    answer, why = verdict(value)
    if answer is None:
        return {"error": with_output(LABEL + " returned no verdict: " + why + "; " + SHAPES, output)}
    return answer


def send(answer):
    try:
        data = json.dumps(answer, allow_nan=False, ensure_ascii=False)
    except (TypeError, ValueError) as error:
        data = json.dumps({"id": answer["id"], "error": LABEL + " returned a value that is not JSON: " + str(error)})
    view = memoryview((data + "\n").encode("utf-8"))
    while view:
        view = view[os.write(channel, view):]


def main():
    path = os.path.abspath(FILE)
    sys.argv = [path]
    if sys.path and sys.path[0] == "":
        sys.path[0] = os.path.dirname(path)
    else:
        sys.path.insert(0, os.path.dirname(path))
    raised, value, output = run(load)
    function, load_error = (None, with_output("cannot load " + LABEL + ": " + type(value).__name__ + ": " + str(value), output)) if raised else (value, None)
    for line in io.open(channel, "rb", closefd=False):
        if not line.strip():
            continue
        request = json.loads(line)
        send({"id": request["id"], **respond(request, function, load_error)})


main()
`;

;// CONCATENATED MODULE: ./src/core/verifier/jsonl-pool.ts


const MAX_LINE_CHARS = 16 * 1024 * 1024;
/** Requests in flight per worker: the one it works on and the next one. */
const PIPELINE_DEPTH = 2;
class Worker {
    spec;
    onIdle;
    dead = false;
    inFlight = [];
    child;
    requests;
    /** What the process printed (stderr; with a channel, stdout too), shown on an error. */
    stderr = new protocol/* TailBuffer */.vX();
    outputLabel;
    buffer = '';
    timer;
    /** Settles when the worker has exited and its output has been read (process.ts whenFinished). */
    finished;
    constructor(argv, spec, 
    /** Called when the worker is done with a job or can take more; gets back unstarted jobs on death. */
    onIdle, options = {}) {
        this.spec = spec;
        this.onIdle = onIdle;
        this.child = startProcess(argv, spec, options.channel);
        const channel = channelOf(this.child);
        this.requests = channel ?? this.child.stdin;
        this.outputLabel = channel ? 'output' : 'stderr';
        (channel ?? this.child.stdout).on('data', (chunk) => this.onResponses(chunk));
        if (channel)
            this.child.stdout.on('data', (chunk) => this.stderr.push(chunk));
        this.child.stderr.on('data', (chunk) => this.stderr.push(chunk));
        this.child.once('error', (err) => this.die(`cannot start verifier ${JSON.stringify(argv[0])}: ${err.message}`));
        // Exited: it takes no more requests, and its head request gets the exit (not a timeout)
        // once its output has been read.
        this.child.once('exit', () => {
            this.dead = true;
            clearTimeout(this.timer);
        });
        this.finished = new Promise((resolve) => whenFinished(this.child, (code, signal) => {
            this.die(`verifier worker ${describeExit(code, signal)}`);
            resolve();
        }));
    }
    send(id, job) {
        const mode = job.payload.check === true ? 'check' : 'verify';
        this.inFlight.push({ ...job, id, mode });
        if (this.inFlight.length === 1)
            this.startHead();
        this.requests.write(`${JSON.stringify({ id, ...job.payload })}\n`);
    }
    /** Closes stdin and waits for the worker to leave, killing it after `graceMs`. */
    async stop(graceMs) {
        if (this.child.exitCode !== null || this.child.signalCode !== null || this.child.pid === undefined) {
            await this.finished;
            return;
        }
        this.requests.end();
        const timer = setTimeout(() => this.kill(), graceMs);
        await this.finished;
        clearTimeout(timer);
    }
    /** Ends the worker after its head request got its outcome; queued requests go elsewhere. */
    kill() {
        this.dead = true;
        killGroup(this.child);
        this.onIdle(this, this.inFlight.splice(0));
    }
    /** The head request is the one the worker is working on: its timeout runs from now. */
    startHead() {
        clearTimeout(this.timer);
        this.stderr.take();
        this.timer = setTimeout(() => {
            this.finishHead({ ok: false, error: `verifier timed out after ${this.spec.timeoutMs / 1000} s` });
            this.kill();
        }, this.spec.timeoutMs);
    }
    onResponses(chunk) {
        this.buffer += chunk;
        let newline;
        while ((newline = this.buffer.indexOf('\n')) >= 0) {
            const line = this.buffer.slice(0, newline).trim();
            this.buffer = this.buffer.slice(newline + 1);
            if (line)
                this.onLine(line);
        }
        if (this.buffer.length > MAX_LINE_CHARS) {
            this.finishHead({ ok: false, error: `verifier response line is over ${MAX_LINE_CHARS} characters` });
            this.kill();
        }
    }
    onLine(line) {
        const head = this.inFlight[0];
        if (!head) {
            // Output nobody asked for: the stream can no longer be trusted to pair requests and answers.
            this.kill();
            return;
        }
        const outcome = (0,protocol/* parseResponse */.xp)(line, head.id, head.mode);
        if (!outcome.ok && outcome.protocolViolation) {
            this.finishHead(outcome);
            this.kill();
            return;
        }
        this.finishHead(outcome);
        if (this.inFlight.length > 0)
            this.startHead();
        if (!this.dead)
            this.onIdle(this, []);
    }
    die(reason) {
        this.dead = true;
        this.finishHead({ ok: false, error: reason });
        this.onIdle(this, this.inFlight.splice(0));
    }
    finishHead(outcome) {
        clearTimeout(this.timer);
        const head = this.inFlight.shift();
        if (!head)
            return;
        if (!outcome.ok) {
            const stderr = this.stderr.take();
            if (stderr)
                outcome = { ...outcome, error: `${outcome.error}; ${this.outputLabel}: ${(0,protocol/* clip */.$Q)(stderr, 2000)}` };
        }
        head.resolve(outcome);
    }
}
class JsonlPool {
    argv;
    spec;
    size;
    options;
    workers = new Set();
    queue = [];
    nextId = 1;
    /** Set by close(): no worker is started any more, so none can outlive the pool. */
    closed = false;
    constructor(argv, spec, size, options = {}) {
        this.argv = argv;
        this.spec = spec;
        this.size = size;
        this.options = options;
    }
    request(payload) {
        return new Promise((resolve) => {
            this.queue.push({ payload, resolve });
            this.pump();
        });
    }
    async close() {
        this.closed = true;
        this.pump(); // (answers what is still queued)
        await Promise.all([...this.workers].map((w) => w.stop(2000)));
        this.workers.clear();
    }
    onIdle = (worker, orphans) => {
        if (worker.dead)
            this.workers.delete(worker);
        this.queue.unshift(...orphans);
        this.pump();
    };
    pump() {
        if (this.closed) {
            // A request that comes too late (or is handed back by a dying worker) is an error, never a
            // new worker that nobody would stop: the process could not exit.
            for (const job of this.queue.splice(0))
                job.resolve({ ok: false, error: 'the verifier pool was closed before this task was verified' });
            return;
        }
        while (this.queue.length > 0) {
            const worker = this.pickWorker();
            if (!worker)
                return;
            worker.send(String(this.nextId++), this.queue.shift());
        }
    }
    /** The least busy live worker with room, or a new one while the pool is not full. */
    pickWorker() {
        let best;
        for (const w of this.workers) {
            if (!w.dead && w.inFlight.length < PIPELINE_DEPTH && (!best || w.inFlight.length < best.inFlight.length))
                best = w;
        }
        if ((!best || best.inFlight.length > 0) && this.workers.size < this.size) {
            best = new Worker(this.argv, this.spec, this.onIdle, this.options);
            this.workers.add(best);
        }
        return best;
    }
}

;// CONCATENATED MODULE: ./src/core/verifier/python.ts
/**
 * The Python that runs a `verifier.python` function (docs/verifiers.md#the-python-form): the one
 * place that names the interpreter: `python3` (`python` on Windows), which the process start
 * replaces with the interpreter named with `--python` (docs/verifiers.md#verifier-dependencies).
 */
function pythonInterpreter() {
    return process.platform === 'win32' ? 'python' : 'python3';
}

;// CONCATENATED MODULE: ./src/core/verifier/index.ts
/** One verifier per suite, whatever its protocol: `verify` never throws, it returns an outcome. */







function defaultWorkers() {
    return Math.max(1, typeof (external_node_os_default()).availableParallelism === 'function' ? external_node_os_default().availableParallelism() : external_node_os_default().cpus().length);
}
/** `python`: the interpreter named with `--python` (process.ts, ProcessSpec.python). */
function createVerifier(config, benchmarkRoot, env = process.env, python) {
    const spec = {
        cwd: benchmarkRoot,
        env: (0,verifier_env/* verifierEnv */.i)(env, config.env, python),
        timeoutMs: config.timeout_s * 1000,
        python,
    };
    const size = config.workers ?? defaultWorkers();
    const hinted = (outcome) => withHint(outcome, config);
    if (config.python === undefined && config.protocol === 'exec') {
        const exec = execVerifier(config.command, spec, size);
        return { ...exec, verify: (request) => exec.verify(request).then(hinted) };
    }
    const pool = config.python === undefined
        ? new JsonlPool(config.command, spec, size)
        : new JsonlPool(callableArgv(config.python, config.args), spec, size, { channel: true });
    return {
        verify: (request) => pool.request({ ...request }).then(hinted),
        check: (request) => pool.request({ ...request, check: true }).then(hinted),
        close: () => pool.close(),
    };
}
/** The argv of the worker agent-eval ships for a `verifier.python` function. */
function callableArgv(target, args = ['record']) {
    const colon = target.lastIndexOf(':');
    return [
        pythonInterpreter(),
        '-c',
        CALLABLE_WORKER_PY,
        target.slice(0, colon),
        target.slice(colon + 1),
        args.join(','),
    ];
}
function execVerifier(command, spec, size) {
    let running = 0;
    const waiting = [];
    const slot = async (fn) => {
        if (running < size)
            running++;
        else
            await new Promise((resolve) => waiting.push(resolve)); // the slot is handed over
        try {
            return await fn();
        }
        finally {
            const next = waiting.shift();
            if (next)
                next();
            else
                running--;
        }
    };
    return {
        verify: (request) => slot(() => runExec(substitute(command, { ...request }), spec)),
        check: async () => null,
        close: async () => { },
    };
}


/***/ }),

/***/ 9216:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ clip),
/* harmony export */   IL: () => (/* binding */ CheckpointSchema),
/* harmony export */   Pt: () => (/* binding */ ResponseSchema),
/* harmony export */   hj: () => (/* binding */ CheckResponseSchema),
/* harmony export */   vX: () => (/* binding */ TailBuffer),
/* harmony export */   xp: () => (/* binding */ parseResponse)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2311);
/* harmony import */ var _manifest_zod_issues_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2472);
/**
 * What a verifier may answer (docs/verifiers.md). Anything else is a protocol error for that task.
 */


const CheckpointSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    label: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    actual: zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()]),
    target: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
});
const Id = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()]);
/** A `verify` answer (jsonl: one line per request, echoing its id; exec: the one object printed, id not needed). */
const ResponseSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ id: Id, error: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        id: Id,
        success: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
        message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().default(''),
        checkpoints: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(CheckpointSchema).optional(),
    }),
]);
/** The answer to a validation `check` request: the task resolves, or why not. */
const CheckResponseSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ id: Id, error: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ id: Id, ok: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(true) }),
]);
/**
 * Parses one response. `expectedId` is the request id a jsonl worker must echo; null for the
 * exec protocol, whose single answer needs no id.
 */
function parseResponse(text, expectedId, mode = 'verify') {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch {
        return violation(`verifier printed output that is not JSON: ${clip(text, 200)}`);
    }
    const isObject = (d) => d !== null && typeof d === 'object' && !Array.isArray(d);
    const answerShaped = isObject(data) && ('id' in data || 'success' in data || 'error' in data || 'ok' in data);
    if (expectedId !== null && !answerShaped) {
        // Valid JSON, but no answer to anything (`{}`, a list, a number): a print on the channel
        // (docs/verifiers.md#errors). An answer without its id is another protocol's answer.
        return violation(`verifier printed a line that is not a response (it has no "id"): ${clip(text, 200)}`);
    }
    if (expectedId === null && isObject(data)) {
        data = { ...data, id: '' };
    }
    const parsed = (mode === 'check' ? CheckResponseSchema : ResponseSchema).safeParse(data);
    if (!parsed.success)
        return violation(`verifier response does not follow the protocol: ${(0,_manifest_zod_issues_js__WEBPACK_IMPORTED_MODULE_1__/* .formatIssues */ .o)(parsed.error)}`);
    const r = parsed.data;
    if (expectedId !== null && String(r.id) !== expectedId) {
        return violation(`verifier answered id ${JSON.stringify(r.id)} to request ${JSON.stringify(expectedId)}`);
    }
    if ('error' in r)
        return { ok: false, error: `verifier error: ${clip(r.error, 2000)}` };
    if (!('success' in r))
        return { ok: true, success: true, message: 'resolves' };
    return r.checkpoints
        ? { ok: true, success: r.success, message: r.message, checkpoints: r.checkpoints }
        : { ok: true, success: r.success, message: r.message };
}
function violation(error) {
    return { ok: false, error, protocolViolation: true };
}
function clip(text, max) {
    return text.length > max ? `${text.slice(0, max)}… (${text.length - max} more characters)` : text;
}
/** The last `max` characters of a process's stderr, kept for error messages. */
class TailBuffer {
    max;
    text = '';
    constructor(max = 4000) {
        this.max = max;
    }
    push(chunk) {
        this.text = (this.text + chunk).slice(-this.max);
    }
    take() {
        const out = this.text.trim();
        this.text = '';
        return out;
    }
}


/***/ }),

/***/ 4091:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FV: () => (/* binding */ escapeMarkdown),
/* harmony export */   L$: () => (/* binding */ escapeName),
/* harmony export */   aY: () => (/* binding */ code)
/* harmony export */ });
/**
 * Makes any text from a report inert in GitHub markdown (a report may come from an untrusted
 * artifact: every string in it may be hostile): no HTML, no markdown syntax, no table, code span
 * or <details> break-out, no line breaks or control characters, no @-mentions that ping, no
 * issue references, no autolinks, images or links. Three forms:
 *   escapeMarkdown — running text (messages, paths, metadata);
 *   code           — inline code (task keys, suite names, commits), safe in a table cell;
 *   escapeName     — a name shown as it is (tool, kind, metric, detail, label): plain
 *                    identifiers unchanged, anything else escaped.
 */
const ZWSP = '\u200b';
/** C0 and C1 controls, line and paragraph separators, and bidirectional overrides. */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g;
/** A name with nothing markdown or GitHub would act on: alphanumerics joined by single `. _ -`. */
const PLAIN_NAME = /^[A-Za-z0-9]+(?:[._-][A-Za-z0-9]+)*$/;
/** At most `max` UTF-16 units (a surrogate pair is never split), with an ellipsis when cut. */
function bounded(text, max) {
    if (text.length <= max)
        return text;
    const end = /[\ud800-\udbff]/.test(text.charAt(max - 1)) ? max - 1 : max;
    return `${text.slice(0, end)}…`;
}
/**
 * What GitHub links in plain text even after markdown escaping (its reference and mention
 * filters run on the rendered text): a zero-width space breaks each.
 */
function unlink(text) {
    return (text
        // Mentions (@user, @org/team, e-mail autolinks).
        .replace(/@/g, `@${ZWSP}`)
        // Issue references: #123, owner/repo#123, GH-123.
        .replace(/#(?=\d)/g, `#${ZWSP}`)
        .replace(/\bGH-(?=\d)/gi, (m) => `${m}${ZWSP}`)
        // Autolinks: any scheme's "//" and "www.".
        .replace(/\/\//g, `/${ZWSP}/`)
        .replace(/www\./gi, (m) => `${m.slice(0, 3)}${ZWSP}.`));
}
/**
 * Every character or sequence that one of the replacements of each form acts on (a superset):
 * text without any is returned as it is, which is most task keys and messages.
 */
const MARKDOWN_ACTED_ON = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069&<>\\`*_{}[\]()#+!|~$@]|\/\/|www\.|gh-\d/i;
const CODE_ACTED_ON = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069`<>|@]|\]\(|!\[|#\d|\/\/|www\.|gh-\d/i;
/** Running text: one line, bounded, every markdown character escaped. */
function escapeMarkdown(text, maxLength = 500) {
    const cut = bounded(text, maxLength);
    if (!MARKDOWN_ACTED_ON.test(cut))
        return cut;
    let s = cut.replace(CONTROLS, ' ');
    s = s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    // Every backslash is escaped too, so `\|` stays an escaped pipe in a table row.
    s = s.replace(/[\\`*_{}[\]()#+!|~$]/g, (c) => `\\${c}`);
    return unlink(s);
}
/**
 * Inline code for any text: one line, bounded, no backtick (it would end the span: shown as
 * '), pipes escaped for table cells. Inside a code span GitHub renders nothing, but the text
 * stays inert even read raw (a log, a renderer without code spans): angle brackets become ‹ ›
 * (so no tag and no sticky-comment marker), and links, images, mentions and references are
 * broken with a zero-width space.
 */
function code(text, maxLength = 200) {
    const cut = bounded(text, maxLength);
    if (!CODE_ACTED_ON.test(cut))
        return `\`${cut}\``;
    let s = cut.replace(CONTROLS, ' ').replace(/`/g, "'");
    s = s.replace(/</g, '\u2039').replace(/>/g, '\u203a');
    s = s.replace(/\]\(/g, `]${ZWSP}(`).replace(/!\[/g, `!${ZWSP}[`);
    s = unlink(s);
    // A table row splits on any `|` not escaped by a backslash, and a backslash escapes the
    // next backslash: double the backslashes before a pipe, then escape the pipe.
    s = s.replace(/(\\*)\|/g, (_, bs) => `${bs}${bs}\\|`);
    return `\`${s}\``;
}
/** A name shown as it is when it is a plain identifier (`main`, `SR_percent`, `trial-1`, `0.1.0`), escaped otherwise. */
function escapeName(text, maxLength = 100) {
    const plain = text.length <= maxLength && PLAIN_NAME.test(text) && !/www\.|\bGH-\d/i.test(text);
    return plain ? text : escapeMarkdown(text, maxLength);
}


/***/ })

};
