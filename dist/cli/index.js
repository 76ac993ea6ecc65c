#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 7349:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var resolveBlockMap = __nccwpck_require__(7103);
var resolveBlockSeq = __nccwpck_require__(334);
var resolveFlowCollection = __nccwpck_require__(3142);

function resolveCollection(CN, ctx, token, onError, tagName, tag) {
    const coll = token.type === 'block-map'
        ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag)
        : token.type === 'block-seq'
            ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag)
            : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
    const Coll = coll.constructor;
    // If we got a tagName matching the class, or the tag name is '!',
    // then use the tagName from the node class used to create it.
    if (tagName === '!' || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
    }
    if (tagName)
        coll.tag = tagName;
    return coll;
}
function composeCollection(CN, ctx, token, props, onError) {
    const tagToken = props.tag;
    const tagName = !tagToken
        ? null
        : ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg));
    if (token.type === 'block-seq') {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken
            ? anchor.offset > tagToken.offset
                ? anchor
                : tagToken
            : (anchor ?? tagToken);
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
            const message = 'Missing newline after block sequence props';
            onError(lastProp, 'MISSING_CHAR', message);
        }
    }
    const expType = token.type === 'block-map'
        ? 'map'
        : token.type === 'block-seq'
            ? 'seq'
            : token.start.source === '{'
                ? 'map'
                : 'seq';
    // shortcut: check if it's a generic YAMLMap or YAMLSeq
    // before jumping into the custom tag logic.
    if (!tagToken ||
        !tagName ||
        tagName === '!' ||
        (tagName === YAMLMap.YAMLMap.tagName && expType === 'map') ||
        (tagName === YAMLSeq.YAMLSeq.tagName && expType === 'seq')) {
        return resolveCollection(CN, ctx, token, onError, tagName);
    }
    let tag = ctx.schema.tags.find(t => t.tag === tagName && t.collection === expType);
    if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
            ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
            tag = kt;
        }
        else {
            if (kt) {
                onError(tagToken, 'BAD_COLLECTION_TYPE', `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? 'scalar'}`, true);
            }
            else {
                onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, true);
            }
            return resolveCollection(CN, ctx, token, onError, tagName);
        }
    }
    const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
    const res = tag.resolve?.(coll, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg), ctx.options) ?? coll;
    const node = identity.isNode(res)
        ? res
        : new Scalar.Scalar(res);
    node.range = coll.range;
    node.tag = tagName;
    if (tag?.format)
        node.format = tag.format;
    return node;
}

exports.composeCollection = composeCollection;


/***/ }),

/***/ 3683:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Document = __nccwpck_require__(3021);
var composeNode = __nccwpck_require__(5937);
var resolveEnd = __nccwpck_require__(7788);
var resolveProps = __nccwpck_require__(4631);

function composeDoc(options, directives, { offset, start, value, end }, onError) {
    const opts = Object.assign({ _directives: directives }, options);
    const doc = new Document.Document(undefined, opts);
    const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
    };
    const props = resolveProps.resolveProps(start, {
        indicator: 'doc-start',
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
    });
    if (props.found) {
        doc.directives.docStart = true;
        if (value &&
            (value.type === 'block-map' || value.type === 'block-seq') &&
            !props.hasNewline)
            onError(props.end, 'MISSING_CHAR', 'Block collection cannot start on same line with directives-end marker');
    }
    // @ts-expect-error If Contents is set, let's trust the user
    doc.contents = value
        ? composeNode.composeNode(ctx, value, props, onError)
        : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
    const contentEnd = doc.contents.range[2];
    const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
    if (re.comment)
        doc.comment = re.comment;
    doc.range = [offset, contentEnd, re.offset];
    return doc;
}

exports.composeDoc = composeDoc;


/***/ }),

/***/ 5937:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var composeCollection = __nccwpck_require__(7349);
var composeScalar = __nccwpck_require__(5413);
var resolveEnd = __nccwpck_require__(7788);
var utilEmptyScalarPosition = __nccwpck_require__(2599);

const CN = { composeNode, composeEmptyNode };
function composeNode(ctx, token, props, onError) {
    const atKey = ctx.atKey;
    const { spaceBefore, comment, anchor, tag } = props;
    let node;
    let isSrcToken = true;
    switch (token.type) {
        case 'alias':
            node = composeAlias(ctx, token, onError);
            if (anchor || tag)
                onError(token, 'ALIAS_PROPS', 'An alias node must not specify any properties');
            break;
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'block-scalar':
            node = composeScalar.composeScalar(ctx, token, tag, onError);
            if (anchor)
                node.anchor = anchor.source.substring(1);
            break;
        case 'block-map':
        case 'block-seq':
        case 'flow-collection':
            try {
                node = composeCollection.composeCollection(CN, ctx, token, props, onError);
                if (anchor)
                    node.anchor = anchor.source.substring(1);
            }
            catch (error) {
                // Almost certainly here due to a stack overflow
                const message = error instanceof Error ? error.message : String(error);
                onError(token, 'RESOURCE_EXHAUSTION', message);
            }
            break;
        default: {
            const message = token.type === 'error'
                ? token.message
                : `Unsupported token (type: ${token.type})`;
            onError(token, 'UNEXPECTED_TOKEN', message);
            isSrcToken = false;
        }
    }
    node ?? (node = composeEmptyNode(ctx, token.offset, undefined, null, props, onError));
    if (anchor && node.anchor === '')
        onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    if (atKey &&
        ctx.options.stringKeys &&
        (!identity.isScalar(node) ||
            typeof node.value !== 'string' ||
            (node.tag && node.tag !== 'tag:yaml.org,2002:str'))) {
        const msg = 'With stringKeys, all keys must be strings';
        onError(tag ?? token, 'NON_STRING_KEY', msg);
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        if (token.type === 'scalar' && token.source === '')
            node.comment = comment;
        else
            node.commentBefore = comment;
    }
    // @ts-expect-error Type checking misses meaning of isSrcToken
    if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
    return node;
}
function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
    const token = {
        type: 'scalar',
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ''
    };
    const node = composeScalar.composeScalar(ctx, token, tag, onError);
    if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === '')
            onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        node.comment = comment;
        node.range[2] = end;
    }
    return node;
}
function composeAlias({ options }, { offset, source, end }, onError) {
    const alias = new Alias.Alias(source.substring(1));
    if (alias.source === '')
        onError(offset, 'BAD_ALIAS', 'Alias cannot be an empty string');
    if (alias.source.endsWith(':'))
        onError(offset + source.length - 1, 'BAD_ALIAS', 'Alias ending in : is ambiguous', true);
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
    alias.range = [offset, valueEnd, re.offset];
    if (re.comment)
        alias.comment = re.comment;
    return alias;
}

exports.composeEmptyNode = composeEmptyNode;
exports.composeNode = composeNode;


/***/ }),

/***/ 5413:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var resolveBlockScalar = __nccwpck_require__(8913);
var resolveFlowScalar = __nccwpck_require__(6842);

function composeScalar(ctx, token, tagToken, onError) {
    const { value, type, comment, range } = token.type === 'block-scalar'
        ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError)
        : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
    const tagName = tagToken
        ? ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg))
        : null;
    let tag;
    if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
    }
    else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
    else if (token.type === 'scalar')
        tag = findScalarTagByTest(ctx, value, token, onError);
    else
        tag = ctx.schema[identity.SCALAR];
    let scalar;
    try {
        const res = tag.resolve(value, msg => onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
    }
    catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg);
        scalar = new Scalar.Scalar(value);
    }
    scalar.range = range;
    scalar.source = value;
    if (type)
        scalar.type = type;
    if (tagName)
        scalar.tag = tagName;
    if (tag.format)
        scalar.format = tag.format;
    if (comment)
        scalar.comment = comment;
    return scalar;
}
function findScalarTagByName(schema, value, tagName, tagToken, onError) {
    if (tagName === '!')
        return schema[identity.SCALAR]; // non-specific tag
    const matchWithTest = [];
    for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
            if (tag.default && tag.test)
                matchWithTest.push(tag);
            else
                return tag;
        }
    }
    for (const tag of matchWithTest)
        if (tag.test?.test(value))
            return tag;
    const kt = schema.knownTags[tagName];
    if (kt && !kt.collection) {
        // Ensure that the known tag is available for stringifying,
        // but does not get used by default.
        schema.tags.push(Object.assign({}, kt, { default: false, test: undefined }));
        return kt;
    }
    onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, tagName !== 'tag:yaml.org,2002:str');
    return schema[identity.SCALAR];
}
function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
    const tag = schema.tags.find(tag => (tag.default === true || (atKey && tag.default === 'key')) &&
        tag.test?.test(value)) || schema[identity.SCALAR];
    if (schema.compat) {
        const compat = schema.compat.find(tag => tag.default && tag.test?.test(value)) ??
            schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
            const ts = directives.tagString(tag.tag);
            const cs = directives.tagString(compat.tag);
            const msg = `Value may be parsed as either ${ts} or ${cs}`;
            onError(token, 'TAG_RESOLVE_FAILED', msg, true);
        }
    }
    return tag;
}

exports.composeScalar = composeScalar;


/***/ }),

/***/ 9984:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);
var directives = __nccwpck_require__(1342);
var Document = __nccwpck_require__(3021);
var errors = __nccwpck_require__(1464);
var identity = __nccwpck_require__(1127);
var composeDoc = __nccwpck_require__(3683);
var resolveEnd = __nccwpck_require__(7788);

function getErrorPos(src) {
    if (typeof src === 'number')
        return [src, src + 1];
    if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
    const { offset, source } = src;
    return [offset, offset + (typeof source === 'string' ? source.length : 1)];
}
function parsePrelude(prelude) {
    let comment = '';
    let atComment = false;
    let afterEmptyLine = false;
    for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
            case '#':
                comment +=
                    (comment === '' ? '' : afterEmptyLine ? '\n\n' : '\n') +
                        (source.substring(1) || ' ');
                atComment = true;
                afterEmptyLine = false;
                break;
            case '%':
                if (prelude[i + 1]?.[0] !== '#')
                    i += 1;
                atComment = false;
                break;
            default:
                // This may be wrong after doc-end, but in that case it doesn't matter
                if (!atComment)
                    afterEmptyLine = true;
                atComment = false;
        }
    }
    return { comment, afterEmptyLine };
}
/**
 * Compose a stream of CST nodes into a stream of YAML Documents.
 *
 * ```ts
 * import { Composer, Parser } from 'yaml'
 *
 * const src: string = ...
 * const tokens = new Parser().parse(src)
 * const docs = new Composer().compose(tokens)
 * ```
 */
class Composer {
    constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning) => {
            const pos = getErrorPos(source);
            if (warning)
                this.warnings.push(new errors.YAMLWarning(pos, code, message));
            else
                this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        this.directives = new directives.Directives({ version: options.version || '1.2' });
        this.options = options;
    }
    decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        //console.log({ dc: doc.comment, prelude, comment })
        if (comment) {
            const dc = doc.contents;
            if (afterDoc) {
                doc.comment = doc.comment ? `${doc.comment}\n${comment}` : comment;
            }
            else if (afterEmptyLine || doc.directives.docStart || !dc) {
                doc.commentBefore = comment;
            }
            else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
                let it = dc.items[0];
                if (identity.isPair(it))
                    it = it.key;
                const cb = it.commentBefore;
                it.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
            else {
                const cb = dc.commentBefore;
                dc.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
        }
        if (afterDoc) {
            for (let i = 0; i < this.errors.length; ++i)
                doc.errors.push(this.errors[i]);
            for (let i = 0; i < this.warnings.length; ++i)
                doc.warnings.push(this.warnings[i]);
        }
        else {
            doc.errors = this.errors;
            doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
    }
    /**
     * Current stream status information.
     *
     * Mostly useful at the end of input for an empty stream.
     */
    streamInfo() {
        return {
            comment: parsePrelude(this.prelude).comment,
            directives: this.directives,
            errors: this.errors,
            warnings: this.warnings
        };
    }
    /**
     * Compose tokens into documents.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
            yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
    }
    /** Advance the composer by one CST token. */
    *next(token) {
        if (node_process.env.LOG_STREAM)
            console.dir(token, { depth: null });
        switch (token.type) {
            case 'directive':
                this.directives.add(token.source, (offset, message, warning) => {
                    const pos = getErrorPos(token);
                    pos[0] += offset;
                    this.onError(pos, 'BAD_DIRECTIVE', message, warning);
                });
                this.prelude.push(token.source);
                this.atDirectives = true;
                break;
            case 'document': {
                const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
                if (this.atDirectives && !doc.directives.docStart)
                    this.onError(token, 'MISSING_CHAR', 'Missing directives-end/doc-start indicator line');
                this.decorate(doc, false);
                if (this.doc)
                    yield this.doc;
                this.doc = doc;
                this.atDirectives = false;
                break;
            }
            case 'byte-order-mark':
            case 'space':
                break;
            case 'comment':
            case 'newline':
                this.prelude.push(token.source);
                break;
            case 'error': {
                const msg = token.source
                    ? `${token.message}: ${JSON.stringify(token.source)}`
                    : token.message;
                const error = new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg);
                if (this.atDirectives || !this.doc)
                    this.errors.push(error);
                else
                    this.doc.errors.push(error);
                break;
            }
            case 'doc-end': {
                if (!this.doc) {
                    const msg = 'Unexpected doc-end without preceding document';
                    this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg));
                    break;
                }
                this.doc.directives.docEnd = true;
                const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
                this.decorate(this.doc, true);
                if (end.comment) {
                    const dc = this.doc.comment;
                    this.doc.comment = dc ? `${dc}\n${end.comment}` : end.comment;
                }
                this.doc.range[2] = end.offset;
                break;
            }
            default:
                this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', `Unsupported token ${token.type}`));
        }
    }
    /**
     * Call at end of input to yield any remaining document.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
            this.decorate(this.doc, true);
            yield this.doc;
            this.doc = null;
        }
        else if (forceDoc) {
            const opts = Object.assign({ _directives: this.directives }, this.options);
            const doc = new Document.Document(undefined, opts);
            if (this.atDirectives)
                this.onError(endOffset, 'MISSING_CHAR', 'Missing directives-end indicator line');
            doc.range = [0, endOffset, endOffset];
            this.decorate(doc, false);
            yield doc;
        }
    }
}

exports.Composer = Composer;


/***/ }),

/***/ 7103:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);
var resolveProps = __nccwpck_require__(4631);
var utilContainsNewline = __nccwpck_require__(9499);
var utilFlowIndentCheck = __nccwpck_require__(4051);
var utilMapIncludes = __nccwpck_require__(1187);

const startColMsg = 'All mapping items must start at the same column';
function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
    const map = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    let offset = bm.offset;
    let commentEnd = null;
    for (const collItem of bm.items) {
        const { start, key, sep, value } = collItem;
        // key properties
        const keyProps = resolveProps.resolveProps(start, {
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: bm.indent,
            startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
            if (key) {
                if (key.type === 'block-seq')
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'A block sequence may not be used as an implicit map key');
                else if ('indent' in key && key.indent !== bm.indent)
                    onError(offset, 'BAD_INDENT', startColMsg);
            }
            if (!keyProps.anchor && !keyProps.tag && !sep) {
                commentEnd = keyProps.end;
                if (keyProps.comment) {
                    if (map.comment)
                        map.comment += '\n' + keyProps.comment;
                    else
                        map.comment = keyProps.comment;
                }
                continue;
            }
            if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
                onError(key ?? start[start.length - 1], 'MULTILINE_IMPLICIT_KEY', 'Implicit keys need to be on a single line');
            }
        }
        else if (keyProps.found?.indent !== bm.indent) {
            onError(offset, 'BAD_INDENT', startColMsg);
        }
        // key value
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key
            ? composeNode(ctx, key, keyProps, onError)
            : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
            onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
        // value properties
        const valueProps = resolveProps.resolveProps(sep ?? [], {
            indicator: 'map-value-ind',
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: bm.indent,
            startOnNewline: !key || key.type === 'block-scalar'
        });
        offset = valueProps.end;
        if (valueProps.found) {
            if (implicitKey) {
                if (value?.type === 'block-map' && !valueProps.hasNewline)
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'Nested mappings are not allowed in compact mappings');
                if (ctx.options.strict &&
                    keyProps.start < valueProps.found.offset - 1024)
                    onError(keyNode.range, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit block mapping key');
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : composeEmptyNode(ctx, offset, sep, null, valueProps, onError);
            if (ctx.schema.compat)
                utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
            offset = valueNode.range[2];
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
        else {
            // key with no value
            if (implicitKey)
                onError(keyNode.range, 'MISSING_CHAR', 'Implicit map keys need to be followed by map values');
            if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
    }
    if (commentEnd && commentEnd < offset)
        onError(commentEnd, 'IMPOSSIBLE', 'Map comment with trailing content');
    map.range = [bm.offset, offset, commentEnd ?? offset];
    return map;
}

exports.resolveBlockMap = resolveBlockMap;


/***/ }),

/***/ 8913:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

function resolveBlockScalar(ctx, scalar, onError) {
    const start = scalar.offset;
    const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
    if (!header)
        return { value: '', type: null, comment: '', range: [start, start, start] };
    const type = header.mode === '>' ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
    const lines = scalar.source ? splitLines(scalar.source) : [];
    // determine the end of content & start of chomping
    let chompStart = lines.length;
    for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === '' || content === '\r')
            chompStart = i;
        else
            break;
    }
    // shortcut for empty contents
    if (chompStart === 0) {
        const value = header.chomp === '+' && lines.length > 0
            ? '\n'.repeat(Math.max(1, lines.length - 1))
            : '';
        let end = start + header.length;
        if (scalar.source)
            end += scalar.source.length;
        return { value, type, comment: header.comment, range: [start, end, end] };
    }
    // find the indentation level to trim from start
    let trimIndent = scalar.indent + header.indent;
    let offset = scalar.offset + header.length;
    let contentStart = 0;
    for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === '' || content === '\r') {
            if (header.indent === 0 && indent.length > trimIndent)
                trimIndent = indent.length;
        }
        else {
            if (indent.length < trimIndent) {
                const message = 'Block scalars with more-indented leading empty lines must use an explicit indentation indicator';
                onError(offset + indent.length, 'MISSING_CHAR', message);
            }
            if (header.indent === 0)
                trimIndent = indent.length;
            contentStart = i;
            if (trimIndent === 0 && !ctx.atRoot) {
                const message = 'Block scalar values in collections must be indented';
                onError(offset, 'BAD_INDENT', message);
            }
            break;
        }
        offset += indent.length + content.length + 1;
    }
    // include trailing more-indented empty lines in content
    for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
            chompStart = i + 1;
    }
    let value = '';
    let sep = '';
    let prevMoreIndented = false;
    // leading whitespace is kept intact
    for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + '\n';
    for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === '\r';
        if (crlf)
            content = content.slice(0, -1);
        /* istanbul ignore if already caught in lexer */
        if (content && indent.length < trimIndent) {
            const src = header.indent
                ? 'explicit indentation indicator'
                : 'first line';
            const message = `Block scalar lines must not be less indented than their ${src}`;
            onError(offset - content.length - (crlf ? 2 : 1), 'BAD_INDENT', message);
            indent = '';
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
        }
        else if (indent.length > trimIndent || content[0] === '\t') {
            // more-indented content within a folded block
            if (sep === ' ')
                sep = '\n';
            else if (!prevMoreIndented && sep === '\n')
                sep = '\n\n';
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
            prevMoreIndented = true;
        }
        else if (content === '') {
            // empty line
            if (sep === '\n')
                value += '\n';
            else
                sep = '\n';
        }
        else {
            value += sep + content;
            sep = ' ';
            prevMoreIndented = false;
        }
    }
    switch (header.chomp) {
        case '-':
            break;
        case '+':
            for (let i = chompStart; i < lines.length; ++i)
                value += '\n' + lines[i][0].slice(trimIndent);
            if (value[value.length - 1] !== '\n')
                value += '\n';
            break;
        default:
            value += '\n';
    }
    const end = start + header.length + scalar.source.length;
    return { value, type, comment: header.comment, range: [start, end, end] };
}
function parseBlockScalarHeader({ offset, props }, strict, onError) {
    /* istanbul ignore if should not happen */
    if (props[0].type !== 'block-scalar-header') {
        onError(props[0], 'IMPOSSIBLE', 'Block scalar header not found');
        return null;
    }
    const { source } = props[0];
    const mode = source[0];
    let indent = 0;
    let chomp = '';
    let error = -1;
    for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === '-' || ch === '+'))
            chomp = ch;
        else {
            const n = Number(ch);
            if (!indent && n)
                indent = n;
            else if (error === -1)
                error = offset + i;
        }
    }
    if (error !== -1)
        onError(error, 'UNEXPECTED_TOKEN', `Block scalar header includes extra characters: ${source}`);
    let hasSpace = false;
    let comment = '';
    let length = source.length;
    for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
            case 'space':
                hasSpace = true;
            // fallthrough
            case 'newline':
                length += token.source.length;
                break;
            case 'comment':
                if (strict && !hasSpace) {
                    const message = 'Comments must be separated from other tokens by white space characters';
                    onError(token, 'MISSING_CHAR', message);
                }
                length += token.source.length;
                comment = token.source.substring(1);
                break;
            case 'error':
                onError(token, 'UNEXPECTED_TOKEN', token.message);
                length += token.source.length;
                break;
            /* istanbul ignore next should not happen */
            default: {
                const message = `Unexpected token in block scalar header: ${token.type}`;
                onError(token, 'UNEXPECTED_TOKEN', message);
                const ts = token.source;
                if (ts && typeof ts === 'string')
                    length += ts.length;
            }
        }
    }
    return { mode, indent, chomp, comment, length };
}
/** @returns Array of lines split up as `[indent, content]` */
function splitLines(source) {
    const split = source.split(/\n( *)/);
    const first = split[0];
    const m = first.match(/^( *)/);
    const line0 = m?.[1]
        ? [m[1], first.slice(m[1].length)]
        : ['', first];
    const lines = [line0];
    for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
    return lines;
}

exports.resolveBlockScalar = resolveBlockScalar;


/***/ }),

/***/ 334:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var YAMLSeq = __nccwpck_require__(2223);
var resolveProps = __nccwpck_require__(4631);
var utilFlowIndentCheck = __nccwpck_require__(4051);

function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
    const seq = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = bs.offset;
    let commentEnd = null;
    for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
            indicator: 'seq-item-ind',
            next: value,
            offset,
            onError,
            parentIndent: bs.indent,
            startOnNewline: true
        });
        if (!props.found) {
            if (props.anchor || props.tag || value) {
                if (value?.type === 'block-seq')
                    onError(props.end, 'BAD_INDENT', 'All sequence items must start at the same column');
                else
                    onError(offset, 'MISSING_CHAR', 'Sequence item without - indicator');
            }
            else {
                commentEnd = props.end;
                if (props.comment)
                    seq.comment = props.comment;
                continue;
            }
        }
        const node = value
            ? composeNode(ctx, value, props, onError)
            : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
    }
    seq.range = [bs.offset, offset, commentEnd ?? offset];
    return seq;
}

exports.resolveBlockSeq = resolveBlockSeq;


/***/ }),

/***/ 7788:
/***/ ((__unused_webpack_module, exports) => {



function resolveEnd(end, offset, reqSpace, onError) {
    let comment = '';
    if (end) {
        let hasSpace = false;
        let sep = '';
        for (const token of end) {
            const { source, type } = token;
            switch (type) {
                case 'space':
                    hasSpace = true;
                    break;
                case 'comment': {
                    if (reqSpace && !hasSpace)
                        onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                    const cb = source.substring(1) || ' ';
                    if (!comment)
                        comment = cb;
                    else
                        comment += sep + cb;
                    sep = '';
                    break;
                }
                case 'newline':
                    if (comment)
                        sep += source;
                    hasSpace = true;
                    break;
                default:
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${type} at node end`);
            }
            offset += source.length;
        }
    }
    return { comment, offset };
}

exports.resolveEnd = resolveEnd;


/***/ }),

/***/ 3142:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var resolveEnd = __nccwpck_require__(7788);
var resolveProps = __nccwpck_require__(4631);
var utilContainsNewline = __nccwpck_require__(9499);
var utilMapIncludes = __nccwpck_require__(1187);

const blockMsg = 'Block collections are not allowed within flow collections';
const isBlock = (token) => token && (token.type === 'block-map' || token.type === 'block-seq');
function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
    const isMap = fc.start.source === '{';
    const fcName = isMap ? 'flow map' : 'flow sequence';
    const NodeClass = (tag?.nodeClass ?? (isMap ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq));
    const coll = new NodeClass(ctx.schema);
    coll.flow = true;
    const atRoot = ctx.atRoot;
    if (atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = fc.offset + fc.start.source.length;
    for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep, value } = collItem;
        const props = resolveProps.resolveProps(start, {
            flow: fcName,
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
        });
        if (!props.found) {
            if (!props.anchor && !props.tag && !sep && !value) {
                if (i === 0 && props.comma)
                    onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
                else if (i < fc.items.length - 1)
                    onError(props.start, 'UNEXPECTED_TOKEN', `Unexpected empty item in ${fcName}`);
                if (props.comment) {
                    if (coll.comment)
                        coll.comment += '\n' + props.comment;
                    else
                        coll.comment = props.comment;
                }
                offset = props.end;
                continue;
            }
            if (!isMap && ctx.options.strict && utilContainsNewline.containsNewline(key))
                onError(key, // checked by containsNewline()
                'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
        }
        if (i === 0) {
            if (props.comma)
                onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
        }
        else {
            if (!props.comma)
                onError(props.start, 'MISSING_CHAR', `Missing , between ${fcName} items`);
            if (props.comment) {
                let prevItemComment = '';
                loop: for (const st of start) {
                    switch (st.type) {
                        case 'comma':
                        case 'space':
                            break;
                        case 'comment':
                            prevItemComment = st.source.substring(1);
                            break loop;
                        default:
                            break loop;
                    }
                }
                if (prevItemComment) {
                    let prev = coll.items[coll.items.length - 1];
                    if (identity.isPair(prev))
                        prev = prev.value ?? prev.key;
                    if (prev.comment)
                        prev.comment += '\n' + prevItemComment;
                    else
                        prev.comment = prevItemComment;
                    props.comment = props.comment.substring(prevItemComment.length + 1);
                }
            }
        }
        if (!isMap && !sep && !props.found) {
            // item is a value in a seq
            // → key & sep are empty, start does not include ? or :
            const valueNode = value
                ? composeNode(ctx, value, props, onError)
                : composeEmptyNode(ctx, props.end, sep, null, props, onError);
            coll.items.push(valueNode);
            offset = valueNode.range[2];
            if (isBlock(value))
                onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
        }
        else {
            // item is a key+value pair
            // key value
            ctx.atKey = true;
            const keyStart = props.end;
            const keyNode = key
                ? composeNode(ctx, key, props, onError)
                : composeEmptyNode(ctx, keyStart, start, null, props, onError);
            if (isBlock(key))
                onError(keyNode.range, 'BLOCK_IN_FLOW', blockMsg);
            ctx.atKey = false;
            // value properties
            const valueProps = resolveProps.resolveProps(sep ?? [], {
                flow: fcName,
                indicator: 'map-value-ind',
                next: value,
                offset: keyNode.range[2],
                onError,
                parentIndent: fc.indent,
                startOnNewline: false
            });
            if (valueProps.found) {
                if (!isMap && !props.found && ctx.options.strict) {
                    if (sep)
                        for (const st of sep) {
                            if (st === valueProps.found)
                                break;
                            if (st.type === 'newline') {
                                onError(st, 'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
                                break;
                            }
                        }
                    if (props.start < valueProps.found.offset - 1024)
                        onError(valueProps.found, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit flow sequence key');
                }
            }
            else if (value) {
                if ('source' in value && value.source?.[0] === ':')
                    onError(value, 'MISSING_CHAR', `Missing space after : in ${fcName}`);
                else
                    onError(valueProps.start, 'MISSING_CHAR', `Missing , or : between ${fcName} items`);
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : valueProps.found
                    ? composeEmptyNode(ctx, valueProps.end, sep, null, valueProps, onError)
                    : null;
            if (valueNode) {
                if (isBlock(value))
                    onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
            }
            else if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            if (isMap) {
                const map = coll;
                if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
                    onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
                map.items.push(pair);
            }
            else {
                const map = new YAMLMap.YAMLMap(ctx.schema);
                map.flow = true;
                map.items.push(pair);
                const endRange = (valueNode ?? keyNode).range;
                map.range = [keyNode.range[0], endRange[1], endRange[2]];
                coll.items.push(map);
            }
            offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
    }
    const expectedEnd = isMap ? '}' : ']';
    const [ce, ...ee] = fc.end;
    let cePos = offset;
    if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
    else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot
            ? `${name} must end with a ${expectedEnd}`
            : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? 'MISSING_CHAR' : 'BAD_INDENT', msg);
        if (ce && ce.source.length !== 1)
            ee.unshift(ce);
    }
    if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
            if (coll.comment)
                coll.comment += '\n' + end.comment;
            else
                coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
    }
    else {
        coll.range = [fc.offset, cePos, cePos];
    }
    return coll;
}

exports.resolveFlowCollection = resolveFlowCollection;


/***/ }),

/***/ 6842:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var resolveEnd = __nccwpck_require__(7788);

function resolveFlowScalar(scalar, strict, onError) {
    const { offset, type, source, end } = scalar;
    let _type;
    let value;
    const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
    switch (type) {
        case 'scalar':
            _type = Scalar.Scalar.PLAIN;
            value = plainValue(source, _onError);
            break;
        case 'single-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_SINGLE;
            value = singleQuotedValue(source, _onError);
            break;
        case 'double-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_DOUBLE;
            value = doubleQuotedValue(source, _onError);
            break;
        /* istanbul ignore next should not happen */
        default:
            onError(scalar, 'UNEXPECTED_TOKEN', `Expected a flow scalar value, but found: ${type}`);
            return {
                value: '',
                type: null,
                comment: '',
                range: [offset, offset + source.length, offset + source.length]
            };
    }
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
    return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
    };
}
function plainValue(source, onError) {
    let badChar = '';
    switch (source[0]) {
        /* istanbul ignore next should not happen */
        case '\t':
            badChar = 'a tab character';
            break;
        case ',':
            badChar = 'flow indicator character ,';
            break;
        case '%':
            badChar = 'directive indicator character %';
            break;
        case '|':
        case '>': {
            badChar = `block scalar indicator ${source[0]}`;
            break;
        }
        case '@':
        case '`': {
            badChar = `reserved character ${source[0]}`;
            break;
        }
    }
    if (badChar)
        onError(0, 'BAD_SCALAR_START', `Plain value cannot start with ${badChar}`);
    return unfoldLines(source);
}
function singleQuotedValue(source, onError) {
    if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, 'MISSING_CHAR', "Missing closing 'quote");
    return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
}
function unfoldLines(source) {
    const line = /(.*?)\r?\n/sy;
    let match = line.exec(source);
    if (!match)
        return source;
    /**
     * The negative lookbehinds in these RegExps are to
     * prevent causing a polynomial search time in certain cases.
     *
     * The try-catch is for Safari < 16.4 and other old browsers:
     * https://caniuse.com/js-regexp-lookbehind
     */
    let trimEnd, trimBoth;
    try {
        trimEnd = new RegExp('(?<![ \t])[ \t]+$');
        trimBoth = new RegExp('^[ \t]+|(?<![ \t])[ \t]+$', 'g');
    }
    catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
    }
    let res = match[1].replace(trimEnd, '');
    let sep = ' ';
    let pos = line.lastIndex;
    while ((match = line.exec(source))) {
        const lm = match[1].replace(trimBoth, '');
        if (lm === '') {
            if (sep === '\n')
                res += sep;
            else
                sep = '\n';
        }
        else {
            res += sep + lm;
            sep = ' ';
        }
        pos = line.lastIndex;
    }
    const last = /[ \t]*(.*)/sy;
    last.lastIndex = pos;
    match = last.exec(source);
    return res + sep + (match?.[1] ?? '');
}
function doubleQuotedValue(source, onError) {
    let res = '';
    for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === '\r' && source[i + 1] === '\n')
            continue;
        if (ch === '\n') {
            const { fold, offset } = foldNewline(source, i);
            res += fold;
            i = offset;
        }
        else if (ch === '\\') {
            let next = source[++i];
            const cc = escapeCodes[next];
            if (cc)
                res += cc;
            else if (next === '\n') {
                // skip escaped newlines, but still trim the following line
                next = source[i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === '\r' && source[i + 1] === '\n') {
                // skip escaped CRLF newlines, but still trim the following line
                next = source[++i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === 'x' || next === 'u' || next === 'U') {
                const length = next === 'x' ? 2 : next === 'u' ? 4 : 8;
                res += parseCharCode(source, i + 1, length, onError);
                i += length;
            }
            else {
                const raw = source.substr(i - 1, 2);
                onError(i - 1, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
                res += raw;
            }
        }
        else if (ch === ' ' || ch === '\t') {
            // trim trailing whitespace
            const wsStart = i;
            let next = source[i + 1];
            while (next === ' ' || next === '\t')
                next = source[++i + 1];
            if (next !== '\n' && !(next === '\r' && source[i + 2] === '\n'))
                res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        }
        else {
            res += ch;
        }
    }
    if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, 'MISSING_CHAR', 'Missing closing "quote');
    return res;
}
/**
 * Fold a single newline into a space, multiple newlines to N - 1 newlines.
 * Presumes `source[offset] === '\n'`
 */
function foldNewline(source, offset) {
    let fold = '';
    let ch = source[offset + 1];
    while (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
        if (ch === '\r' && source[offset + 2] !== '\n')
            break;
        if (ch === '\n')
            fold += '\n';
        offset += 1;
        ch = source[offset + 1];
    }
    if (!fold)
        fold = ' ';
    return { fold, offset };
}
const escapeCodes = {
    '0': '\0', // null character
    a: '\x07', // bell character
    b: '\b', // backspace
    e: '\x1b', // escape character
    f: '\f', // form feed
    n: '\n', // line feed
    r: '\r', // carriage return
    t: '\t', // horizontal tab
    v: '\v', // vertical tab
    N: '\u0085', // Unicode next line
    _: '\u00a0', // Unicode non-breaking space
    L: '\u2028', // Unicode line separator
    P: '\u2029', // Unicode paragraph separator
    ' ': ' ',
    '"': '"',
    '/': '/',
    '\\': '\\',
    '\t': '\t'
};
function parseCharCode(source, offset, length, onError) {
    const cc = source.substr(offset, length);
    const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
    const code = ok ? parseInt(cc, 16) : NaN;
    try {
        return String.fromCodePoint(code);
    }
    catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
        return raw;
    }
}

exports.resolveFlowScalar = resolveFlowScalar;


/***/ }),

/***/ 4631:
/***/ ((__unused_webpack_module, exports) => {



function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
    let spaceBefore = false;
    let atNewline = startOnNewline;
    let hasSpace = startOnNewline;
    let comment = '';
    let commentSep = '';
    let hasNewline = false;
    let reqSpace = false;
    let tab = null;
    let anchor = null;
    let tag = null;
    let newlineAfterProp = null;
    let comma = null;
    let found = null;
    let start = null;
    for (const token of tokens) {
        if (reqSpace) {
            if (token.type !== 'space' &&
                token.type !== 'newline' &&
                token.type !== 'comma')
                onError(token.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
            reqSpace = false;
        }
        if (tab) {
            if (atNewline && token.type !== 'comment' && token.type !== 'newline') {
                onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
            }
            tab = null;
        }
        switch (token.type) {
            case 'space':
                // At the doc level, tabs at line start may be parsed
                // as leading white space rather than indentation.
                // In a flow collection, only the parser handles indent.
                if (!flow &&
                    (indicator !== 'doc-start' || next?.type !== 'flow-collection') &&
                    token.source.includes('\t')) {
                    tab = token;
                }
                hasSpace = true;
                break;
            case 'comment': {
                if (!hasSpace)
                    onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                const cb = token.source.substring(1) || ' ';
                if (!comment)
                    comment = cb;
                else
                    comment += commentSep + cb;
                commentSep = '';
                atNewline = false;
                break;
            }
            case 'newline':
                if (atNewline) {
                    if (comment)
                        comment += token.source;
                    else if (!found || indicator !== 'seq-item-ind')
                        spaceBefore = true;
                }
                else
                    commentSep += token.source;
                atNewline = true;
                hasNewline = true;
                if (anchor || tag)
                    newlineAfterProp = token;
                hasSpace = true;
                break;
            case 'anchor':
                if (anchor)
                    onError(token, 'MULTIPLE_ANCHORS', 'A node can have at most one anchor');
                if (token.source.endsWith(':'))
                    onError(token.offset + token.source.length - 1, 'BAD_ALIAS', 'Anchor ending in : is ambiguous', true);
                anchor = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            case 'tag': {
                if (tag)
                    onError(token, 'MULTIPLE_TAGS', 'A node can have at most one tag');
                tag = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            }
            case indicator:
                // Could here handle preceding comments differently
                if (anchor || tag)
                    onError(token, 'BAD_PROP_ORDER', `Anchors and tags must be after the ${token.source} indicator`);
                if (found)
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.source} in ${flow ?? 'collection'}`);
                found = token;
                atNewline =
                    indicator === 'seq-item-ind' || indicator === 'explicit-key-ind';
                hasSpace = false;
                break;
            case 'comma':
                if (flow) {
                    if (comma)
                        onError(token, 'UNEXPECTED_TOKEN', `Unexpected , in ${flow}`);
                    comma = token;
                    atNewline = false;
                    hasSpace = false;
                    break;
                }
            // else fallthrough
            default:
                onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.type} token`);
                atNewline = false;
                hasSpace = false;
        }
    }
    const last = tokens[tokens.length - 1];
    const end = last ? last.offset + last.source.length : offset;
    if (reqSpace &&
        next &&
        next.type !== 'space' &&
        next.type !== 'newline' &&
        next.type !== 'comma' &&
        (next.type !== 'scalar' || next.source !== '')) {
        onError(next.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
    }
    if (tab &&
        ((atNewline && tab.indent <= parentIndent) ||
            next?.type === 'block-map' ||
            next?.type === 'block-seq'))
        onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
    return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
    };
}

exports.resolveProps = resolveProps;


/***/ }),

/***/ 9499:
/***/ ((__unused_webpack_module, exports) => {



function containsNewline(key) {
    if (!key)
        return null;
    switch (key.type) {
        case 'alias':
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            if (key.source.includes('\n'))
                return true;
            if (key.end)
                for (const st of key.end)
                    if (st.type === 'newline')
                        return true;
            return false;
        case 'flow-collection':
            for (const it of key.items) {
                for (const st of it.start)
                    if (st.type === 'newline')
                        return true;
                if (it.sep)
                    for (const st of it.sep)
                        if (st.type === 'newline')
                            return true;
                if (containsNewline(it.key) || containsNewline(it.value))
                    return true;
            }
            return false;
        default:
            return true;
    }
}

exports.containsNewline = containsNewline;


/***/ }),

/***/ 2599:
/***/ ((__unused_webpack_module, exports) => {



function emptyScalarPosition(offset, before, pos) {
    if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
            let st = before[i];
            switch (st.type) {
                case 'space':
                case 'comment':
                case 'newline':
                    offset -= st.source.length;
                    continue;
            }
            // Technically, an empty scalar is immediately after the last non-empty
            // node, but it's more useful to place it after any whitespace.
            st = before[++i];
            while (st?.type === 'space') {
                offset += st.source.length;
                st = before[++i];
            }
            break;
        }
    }
    return offset;
}

exports.emptyScalarPosition = emptyScalarPosition;


/***/ }),

/***/ 4051:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var utilContainsNewline = __nccwpck_require__(9499);

function flowIndentCheck(indent, fc, onError) {
    if (fc?.type === 'flow-collection') {
        const end = fc.end[0];
        if (end.indent === indent &&
            (end.source === ']' || end.source === '}') &&
            utilContainsNewline.containsNewline(fc)) {
            const msg = 'Flow end indicator should be more indented than parent';
            onError(end, 'BAD_INDENT', msg, true);
        }
    }
}

exports.flowIndentCheck = flowIndentCheck;


/***/ }),

/***/ 1187:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

function mapIncludes(ctx, items, search) {
    const { uniqueKeys } = ctx.options;
    if (uniqueKeys === false)
        return false;
    const isEqual = typeof uniqueKeys === 'function'
        ? uniqueKeys
        : (a, b) => a === b || (identity.isScalar(a) && identity.isScalar(b) && a.value === b.value);
    return items.some(pair => isEqual(pair.key, search));
}

exports.mapIncludes = mapIncludes;


/***/ }),

/***/ 3021:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var toJS = __nccwpck_require__(4043);
var Schema = __nccwpck_require__(5840);
var stringifyDocument = __nccwpck_require__(6829);
var anchors = __nccwpck_require__(1596);
var applyReviver = __nccwpck_require__(3661);
var createNode = __nccwpck_require__(2404);
var directives = __nccwpck_require__(1342);

class Document {
    constructor(value, replacer, options) {
        /** A comment before this Document */
        this.commentBefore = null;
        /** A comment immediately after this Document */
        this.comment = null;
        /** Errors encountered during parsing. */
        this.errors = [];
        /** Warnings encountered during parsing. */
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === 'function' || Array.isArray(replacer)) {
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const opt = Object.assign({
            intAsBigInt: false,
            keepSourceTokens: false,
            logLevel: 'warn',
            prettyErrors: true,
            strict: true,
            stringKeys: false,
            uniqueKeys: true,
            version: '1.2'
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
            this.directives = options._directives.atDocument();
            if (this.directives.yaml.explicit)
                version = this.directives.yaml.version;
        }
        else
            this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        // @ts-expect-error We can't really know that this matches Contents.
        this.contents =
            value === undefined ? null : this.createNode(value, _replacer, options);
    }
    /**
     * Create a deep copy of this Document and its contents.
     *
     * Custom Node values that inherit from `Object` still refer to their original instances.
     */
    clone() {
        const copy = Object.create(Document.prototype, {
            [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
            copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        // @ts-expect-error We can't really know that this matches Contents.
        copy.contents = identity.isNode(this.contents)
            ? this.contents.clone(copy.schema)
            : this.contents;
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** Adds a value to the document. */
    add(value) {
        if (assertCollection(this.contents))
            this.contents.add(value);
    }
    /** Adds a value to the document. */
    addIn(path, value) {
        if (assertCollection(this.contents))
            this.contents.addIn(path, value);
    }
    /**
     * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
     *
     * If `node` already has an anchor, `name` is ignored.
     * Otherwise, the `node.anchor` value will be set to `name`,
     * or if an anchor with that name is already present in the document,
     * `name` will be used as a prefix for a new unique anchor.
     * If `name` is undefined, the generated anchor will use 'a' as a prefix.
     */
    createAlias(node, name) {
        if (!node.anchor) {
            const prev = anchors.anchorNames(this);
            node.anchor =
                // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
                !name || prev.has(name) ? anchors.findNewAnchor(name || 'a', prev) : name;
        }
        return new Alias.Alias(node.anchor);
    }
    createNode(value, replacer, options) {
        let _replacer = undefined;
        if (typeof replacer === 'function') {
            value = replacer.call({ '': value }, '', value);
            _replacer = replacer;
        }
        else if (Array.isArray(replacer)) {
            const keyToStr = (v) => typeof v === 'number' || v instanceof String || v instanceof Number;
            const asStr = replacer.filter(keyToStr).map(String);
            if (asStr.length > 0)
                replacer = replacer.concat(asStr);
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(this, 
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        anchorPrefix || 'a');
        const ctx = {
            aliasDuplicateObjects: aliasDuplicateObjects ?? true,
            keepUndefined: keepUndefined ?? false,
            onAnchor,
            onTagObj,
            replacer: _replacer,
            schema: this.schema,
            sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
            node.flow = true;
        setAnchors();
        return node;
    }
    /**
     * Convert a key and a value into a `Pair` using the current schema,
     * recursively wrapping all values as `Scalar` or `Collection` nodes.
     */
    createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        if (Collection.isEmptyPath(path)) {
            if (this.contents == null)
                return false;
            // @ts-expect-error Presumed impossible if Strict extends false
            this.contents = null;
            return true;
        }
        return assertCollection(this.contents)
            ? this.contents.deleteIn(path)
            : false;
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    get(key, keepScalar) {
        return identity.isCollection(this.contents)
            ? this.contents.get(key, keepScalar)
            : undefined;
    }
    /**
     * Returns item at `path`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        if (Collection.isEmptyPath(path))
            return !keepScalar && identity.isScalar(this.contents)
                ? this.contents.value
                : this.contents;
        return identity.isCollection(this.contents)
            ? this.contents.getIn(path, keepScalar)
            : undefined;
    }
    /**
     * Checks if the document includes a value with the key `key`.
     */
    has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
    }
    /**
     * Checks if the document includes a value at `path`.
     */
    hasIn(path) {
        if (Collection.isEmptyPath(path))
            return this.contents !== undefined;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path) : false;
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    set(key, value) {
        if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, [key], value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.set(key, value);
        }
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        if (Collection.isEmptyPath(path)) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = value;
        }
        else if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, Array.from(path), value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.setIn(path, value);
        }
    }
    /**
     * Change the YAML version and schema used by the document.
     * A `null` version disables support for directives, explicit tags, anchors, and aliases.
     * It also requires the `schema` option to be given as a `Schema` instance value.
     *
     * Overrides all previously set schema options.
     */
    setSchema(version, options = {}) {
        if (typeof version === 'number')
            version = String(version);
        let opt;
        switch (version) {
            case '1.1':
                if (this.directives)
                    this.directives.yaml.version = '1.1';
                else
                    this.directives = new directives.Directives({ version: '1.1' });
                opt = { resolveKnownTags: false, schema: 'yaml-1.1' };
                break;
            case '1.2':
            case 'next':
                if (this.directives)
                    this.directives.yaml.version = version;
                else
                    this.directives = new directives.Directives({ version });
                opt = { resolveKnownTags: true, schema: 'core' };
                break;
            case null:
                if (this.directives)
                    delete this.directives;
                opt = null;
                break;
            default: {
                const sv = JSON.stringify(version);
                throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
            }
        }
        // Not using `instanceof Schema` to allow for duck typing
        if (options.schema instanceof Object)
            this.schema = options.schema;
        else if (opt)
            this.schema = new Schema.Schema(Object.assign(opt, options));
        else
            throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
    }
    // json & jsonArg are only used from toJSON()
    toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
            anchors: new Map(),
            doc: this,
            keep: !json,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
    /**
     * A JSON representation of the document `contents`.
     *
     * @param jsonArg Used by `JSON.stringify` to indicate the array index or
     *   property name.
     */
    toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
    }
    /** A YAML representation of the document. */
    toString(options = {}) {
        if (this.errors.length > 0)
            throw new Error('Document with errors cannot be stringified');
        if ('indent' in options &&
            (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
            const s = JSON.stringify(options.indent);
            throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
    }
}
function assertCollection(contents) {
    if (identity.isCollection(contents))
        return true;
    throw new Error('Expected a YAML collection as document contents');
}

exports.Document = Document;


/***/ }),

/***/ 1596:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var visit = __nccwpck_require__(204);

/**
 * Verify that the input string is a valid anchor.
 *
 * Will throw on errors.
 */
function anchorIsValid(anchor) {
    if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
    }
    return true;
}
function anchorNames(root) {
    const anchors = new Set();
    visit.visit(root, {
        Value(_key, node) {
            if (node.anchor)
                anchors.add(node.anchor);
        }
    });
    return anchors;
}
/** Find a new anchor name with the given `prefix` and a one-indexed suffix. */
function findNewAnchor(prefix, exclude) {
    for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
            return name;
    }
}
function createNodeAnchors(doc, prefix) {
    const aliasObjects = [];
    const sourceObjects = new Map();
    let prevAnchors = null;
    return {
        onAnchor: (source) => {
            aliasObjects.push(source);
            prevAnchors ?? (prevAnchors = anchorNames(doc));
            const anchor = findNewAnchor(prefix, prevAnchors);
            prevAnchors.add(anchor);
            return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
            for (const source of aliasObjects) {
                const ref = sourceObjects.get(source);
                if (typeof ref === 'object' &&
                    ref.anchor &&
                    (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
                    ref.node.anchor = ref.anchor;
                }
                else {
                    const error = new Error('Failed to resolve repeated object (this should not happen)');
                    error.source = source;
                    throw error;
                }
            }
        },
        sourceObjects
    };
}

exports.anchorIsValid = anchorIsValid;
exports.anchorNames = anchorNames;
exports.createNodeAnchors = createNodeAnchors;
exports.findNewAnchor = findNewAnchor;


/***/ }),

/***/ 3661:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Applies the JSON.parse reviver algorithm as defined in the ECMA-262 spec,
 * in section 24.5.1.1 "Runtime Semantics: InternalizeJSONProperty" of the
 * 2021 edition: https://tc39.es/ecma262/#sec-json.parse
 *
 * Includes extensions for handling Map and Set objects.
 */
function applyReviver(reviver, obj, key, val) {
    if (val && typeof val === 'object') {
        if (Array.isArray(val)) {
            for (let i = 0, len = val.length; i < len; ++i) {
                const v0 = val[i];
                const v1 = applyReviver(reviver, val, String(i), v0);
                // eslint-disable-next-line @typescript-eslint/no-array-delete
                if (v1 === undefined)
                    delete val[i];
                else if (v1 !== v0)
                    val[i] = v1;
            }
        }
        else if (val instanceof Map) {
            for (const k of Array.from(val.keys())) {
                const v0 = val.get(k);
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    val.delete(k);
                else if (v1 !== v0)
                    val.set(k, v1);
            }
        }
        else if (val instanceof Set) {
            for (const v0 of Array.from(val)) {
                const v1 = applyReviver(reviver, val, v0, v0);
                if (v1 === undefined)
                    val.delete(v0);
                else if (v1 !== v0) {
                    val.delete(v0);
                    val.add(v1);
                }
            }
        }
        else {
            for (const [k, v0] of Object.entries(val)) {
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    delete val[k];
                else if (v1 !== v0)
                    val[k] = v1;
            }
        }
    }
    return reviver.call(obj, key, val);
}

exports.applyReviver = applyReviver;


/***/ }),

/***/ 2404:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);

const defaultTagPrefix = 'tag:yaml.org,2002:';
function findTagObject(value, tagName, tags) {
    if (tagName) {
        const match = tags.filter(t => t.tag === tagName);
        const tagObj = match.find(t => !t.format) ?? match[0];
        if (!tagObj)
            throw new Error(`Tag ${tagName} not found`);
        return tagObj;
    }
    return tags.find(t => t.identify?.(value) && !t.format);
}
function createNode(value, tagName, ctx) {
    if (identity.isDocument(value))
        value = value.contents;
    if (identity.isNode(value))
        return value;
    if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
    }
    if (value instanceof String ||
        value instanceof Number ||
        value instanceof Boolean ||
        (typeof BigInt !== 'undefined' && value instanceof BigInt) // not supported everywhere
    ) {
        // https://tc39.es/ecma262/#sec-serializejsonproperty
        value = value.valueOf();
    }
    const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
    // Detect duplicate references to the same object & use Alias nodes for all
    // after first. The `ref` wrapper allows for circular references to resolve.
    let ref = undefined;
    if (aliasDuplicateObjects && value && typeof value === 'object') {
        ref = sourceObjects.get(value);
        if (ref) {
            ref.anchor ?? (ref.anchor = onAnchor(value));
            return new Alias.Alias(ref.anchor);
        }
        else {
            ref = { anchor: null, node: null };
            sourceObjects.set(value, ref);
        }
    }
    if (tagName?.startsWith('!!'))
        tagName = defaultTagPrefix + tagName.slice(2);
    let tagObj = findTagObject(value, tagName, schema.tags);
    if (!tagObj) {
        if (value && typeof value.toJSON === 'function') {
            // eslint-disable-next-line @typescript-eslint/no-unsafe-call
            value = value.toJSON();
        }
        if (!value || typeof value !== 'object') {
            const node = new Scalar.Scalar(value);
            if (ref)
                ref.node = node;
            return node;
        }
        tagObj =
            value instanceof Map
                ? schema[identity.MAP]
                : Symbol.iterator in Object(value)
                    ? schema[identity.SEQ]
                    : schema[identity.MAP];
    }
    if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
    }
    const node = tagObj?.createNode
        ? tagObj.createNode(ctx.schema, value, ctx)
        : typeof tagObj?.nodeClass?.from === 'function'
            ? tagObj.nodeClass.from(ctx.schema, value, ctx)
            : new Scalar.Scalar(value);
    if (tagName)
        node.tag = tagName;
    else if (!tagObj.default)
        node.tag = tagObj.tag;
    if (ref)
        ref.node = node;
    return node;
}

exports.createNode = createNode;


/***/ }),

/***/ 1342:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var visit = __nccwpck_require__(204);

const escapeChars = {
    '!': '%21',
    ',': '%2C',
    '[': '%5B',
    ']': '%5D',
    '{': '%7B',
    '}': '%7D'
};
const escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, ch => escapeChars[ch]);
class Directives {
    constructor(yaml, tags) {
        /**
         * The directives-end/doc-start marker `---`. If `null`, a marker may still be
         * included in the document's stringified representation.
         */
        this.docStart = null;
        /** The doc-end marker `...`.  */
        this.docEnd = false;
        this.yaml = Object.assign({}, Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, Directives.defaultTags, tags);
    }
    clone() {
        const copy = new Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
    }
    /**
     * During parsing, get a Directives instance for the current document and
     * update the stream state according to the current version's spec.
     */
    atDocument() {
        const res = new Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
            case '1.1':
                this.atNextDocument = true;
                break;
            case '1.2':
                this.atNextDocument = false;
                this.yaml = {
                    explicit: Directives.defaultYaml.explicit,
                    version: '1.2'
                };
                this.tags = Object.assign({}, Directives.defaultTags);
                break;
        }
        return res;
    }
    /**
     * @param onError - May be called even if the action was successful
     * @returns `true` on success
     */
    add(line, onError) {
        if (this.atNextDocument) {
            this.yaml = { explicit: Directives.defaultYaml.explicit, version: '1.1' };
            this.tags = Object.assign({}, Directives.defaultTags);
            this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
            case '%TAG': {
                if (parts.length !== 2) {
                    onError(0, '%TAG directive should contain exactly two parts');
                    if (parts.length < 2)
                        return false;
                }
                const [handle, prefix] = parts;
                this.tags[handle] = prefix;
                return true;
            }
            case '%YAML': {
                this.yaml.explicit = true;
                if (parts.length !== 1) {
                    onError(0, '%YAML directive should contain exactly one part');
                    return false;
                }
                const [version] = parts;
                if (version === '1.1' || version === '1.2') {
                    this.yaml.version = version;
                    return true;
                }
                else {
                    const isValid = /^\d+\.\d+$/.test(version);
                    onError(6, `Unsupported YAML version ${version}`, isValid);
                    return false;
                }
            }
            default:
                onError(0, `Unknown directive ${name}`, true);
                return false;
        }
    }
    /**
     * Resolves a tag, matching handles to those defined in %TAG directives.
     *
     * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
     *   `'!local'` tag, or `null` if unresolvable.
     */
    tagName(source, onError) {
        if (source === '!')
            return '!'; // non-specific tag
        if (source[0] !== '!') {
            onError(`Not a valid tag: ${source}`);
            return null;
        }
        if (source[1] === '<') {
            const verbatim = source.slice(2, -1);
            if (verbatim === '!' || verbatim === '!!') {
                onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
                return null;
            }
            if (source[source.length - 1] !== '>')
                onError('Verbatim tags must end with a >');
            return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
            onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
            try {
                return prefix + decodeURIComponent(suffix);
            }
            catch (error) {
                onError(String(error));
                return null;
            }
        }
        if (handle === '!')
            return source; // local tag
        onError(`Could not resolve tag: ${source}`);
        return null;
    }
    /**
     * Given a fully resolved tag, returns its printable string form,
     * taking into account current tag prefixes and defaults.
     */
    tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
            if (tag.startsWith(prefix))
                return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === '!' ? tag : `!<${tag}>`;
    }
    toString(doc) {
        const lines = this.yaml.explicit
            ? [`%YAML ${this.yaml.version || '1.2'}`]
            : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
            const tags = {};
            visit.visit(doc.contents, (_key, node) => {
                if (identity.isNode(node) && node.tag)
                    tags[node.tag] = true;
            });
            tagNames = Object.keys(tags);
        }
        else
            tagNames = [];
        for (const [handle, prefix] of tagEntries) {
            if (handle === '!!' && prefix === 'tag:yaml.org,2002:')
                continue;
            if (!doc || tagNames.some(tn => tn.startsWith(prefix)))
                lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join('\n');
    }
}
Directives.defaultYaml = { explicit: false, version: '1.2' };
Directives.defaultTags = { '!!': 'tag:yaml.org,2002:' };

exports.Directives = Directives;


/***/ }),

/***/ 1464:
/***/ ((__unused_webpack_module, exports) => {



class YAMLError extends Error {
    constructor(name, pos, code, message) {
        super();
        this.name = name;
        this.code = code;
        this.message = message;
        this.pos = pos;
    }
}
class YAMLParseError extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLParseError', pos, code, message);
    }
}
class YAMLWarning extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLWarning', pos, code, message);
    }
}
const prettifyError = (src, lc) => (error) => {
    if (error.pos[0] === -1)
        return;
    error.linePos = error.pos.map(pos => lc.linePos(pos));
    const { line, col } = error.linePos[0];
    error.message += ` at line ${line}, column ${col}`;
    let ci = col - 1;
    let lineStr = src
        .substring(lc.lineStarts[line - 1], lc.lineStarts[line])
        .replace(/[\n\r]+$/, '');
    // Trim to max 80 chars, keeping col position near the middle
    if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = '…' + lineStr.substring(trimStart);
        ci -= trimStart - 1;
    }
    if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + '…';
    // Include previous line in context if pointing at line start
    if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        // Regexp won't match if start is trimmed
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
            prev = prev.substring(0, 79) + '…\n';
        lineStr = prev + lineStr;
    }
    if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
            count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = ' '.repeat(ci) + '^'.repeat(count);
        error.message += `:\n\n${lineStr}\n${pointer}\n`;
    }
};

exports.YAMLError = YAMLError;
exports.YAMLParseError = YAMLParseError;
exports.YAMLWarning = YAMLWarning;
exports.prettifyError = prettifyError;


/***/ }),

/***/ 8815:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

var __webpack_unused_export__;


var composer = __nccwpck_require__(9984);
var Document = __nccwpck_require__(3021);
var Schema = __nccwpck_require__(5840);
var errors = __nccwpck_require__(1464);
var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var cst = __nccwpck_require__(3461);
var lexer = __nccwpck_require__(361);
var lineCounter = __nccwpck_require__(6628);
var parser = __nccwpck_require__(3456);
var publicApi = __nccwpck_require__(4047);
var visit = __nccwpck_require__(204);



__webpack_unused_export__ = composer.Composer;
__webpack_unused_export__ = Document.Document;
__webpack_unused_export__ = Schema.Schema;
__webpack_unused_export__ = errors.YAMLError;
__webpack_unused_export__ = errors.YAMLParseError;
__webpack_unused_export__ = errors.YAMLWarning;
__webpack_unused_export__ = Alias.Alias;
__webpack_unused_export__ = identity.isAlias;
__webpack_unused_export__ = identity.isCollection;
__webpack_unused_export__ = identity.isDocument;
__webpack_unused_export__ = identity.isMap;
__webpack_unused_export__ = identity.isNode;
__webpack_unused_export__ = identity.isPair;
__webpack_unused_export__ = identity.isScalar;
__webpack_unused_export__ = identity.isSeq;
__webpack_unused_export__ = Pair.Pair;
__webpack_unused_export__ = Scalar.Scalar;
__webpack_unused_export__ = YAMLMap.YAMLMap;
__webpack_unused_export__ = YAMLSeq.YAMLSeq;
__webpack_unused_export__ = cst;
__webpack_unused_export__ = lexer.Lexer;
__webpack_unused_export__ = lineCounter.LineCounter;
__webpack_unused_export__ = parser.Parser;
exports.qg = publicApi.parse;
__webpack_unused_export__ = publicApi.parseAllDocuments;
exports.Tp = publicApi.parseDocument;
__webpack_unused_export__ = publicApi.stringify;
__webpack_unused_export__ = visit.visit;
__webpack_unused_export__ = visit.visitAsync;


/***/ }),

/***/ 7249:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);

function debug(logLevel, ...messages) {
    if (logLevel === 'debug')
        console.log(...messages);
}
function warn(logLevel, warning) {
    if (logLevel === 'debug' || logLevel === 'warn') {
        if (typeof node_process.emitWarning === 'function')
            node_process.emitWarning(warning);
        else
            console.warn(warning);
    }
}

exports.debug = debug;
exports.warn = warn;


/***/ }),

/***/ 4065:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var anchors = __nccwpck_require__(1596);
var visit = __nccwpck_require__(204);
var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);
var toJS = __nccwpck_require__(4043);

class Alias extends Node.NodeBase {
    constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, 'tag', {
            set() {
                throw new Error('Alias nodes cannot have tags');
            }
        });
    }
    /**
     * Resolve the value of this alias within `doc`, finding the last
     * instance of the `source` anchor before this node.
     */
    resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
            throw new ReferenceError('Alias resolution is disabled');
        let nodes;
        if (ctx?.aliasResolveCache) {
            nodes = ctx.aliasResolveCache;
        }
        else {
            nodes = [];
            visit.visit(doc, {
                Node: (_key, node) => {
                    if (identity.isAlias(node) || identity.hasAnchor(node))
                        nodes.push(node);
                }
            });
            if (ctx)
                ctx.aliasResolveCache = nodes;
        }
        let found = undefined;
        for (const node of nodes) {
            if (node === this)
                break;
            if (node.anchor === this.source)
                found = node;
        }
        if (found && ctx) {
            const { anchors, doc, maxAliasCount } = ctx;
            let data = anchors.get(found);
            if (!data) {
                // Resolve anchors for Node.prototype.toJS()
                toJS.toJS(found, null, ctx);
                data = anchors.get(found);
            }
            /* istanbul ignore if */
            if (data?.res === undefined) {
                const msg = 'This should not happen: Alias anchor was not resolved?';
                throw new ReferenceError(msg);
            }
            if (maxAliasCount >= 0) {
                data.count += 1;
                if (data.aliasCount === 0)
                    data.aliasCount = getAliasCount(doc, found, anchors);
                if (data.count * data.aliasCount > maxAliasCount) {
                    const msg = 'Excessive alias count indicates a resource exhaustion attack';
                    throw new ReferenceError(msg);
                }
            }
        }
        return found;
    }
    toJSON(_arg, ctx) {
        if (!ctx)
            return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
    }
    toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
            anchors.anchorIsValid(this.source);
            if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
                const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
                throw new Error(msg);
            }
            if (ctx.implicitKey)
                return `${src} `;
        }
        return src;
    }
}
function getAliasCount(doc, node, anchors) {
    if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors && source && anchors.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
    }
    else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
            const c = getAliasCount(doc, item, anchors);
            if (c > count)
                count = c;
        }
        return count;
    }
    else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors);
        const vc = getAliasCount(doc, node.value, anchors);
        return Math.max(kc, vc);
    }
    return 1;
}

exports.Alias = Alias;


/***/ }),

/***/ 101:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);

function collectionFromPath(schema, path, value) {
    let v = value;
    for (let i = path.length - 1; i >= 0; --i) {
        const k = path[i];
        if (typeof k === 'number' && Number.isInteger(k) && k >= 0) {
            const a = [];
            a[k] = v;
            v = a;
        }
        else {
            v = new Map([[k, v]]);
        }
    }
    return createNode.createNode(v, undefined, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
            throw new Error('This should not happen, please report a bug.');
        },
        schema,
        sourceObjects: new Map()
    });
}
// Type guard is intentionally a little wrong so as to be more useful,
// as it does not cover untypable empty non-string iterables (e.g. []).
const isEmptyPath = (path) => path == null ||
    (typeof path === 'object' && !!path[Symbol.iterator]().next().done);
class Collection extends Node.NodeBase {
    constructor(type, schema) {
        super(type);
        Object.defineProperty(this, 'schema', {
            value: schema,
            configurable: true,
            enumerable: false,
            writable: true
        });
    }
    /**
     * Create a copy of this collection.
     *
     * @param schema - If defined, overwrites the original's schema
     */
    clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
            copy.schema = schema;
        copy.items = copy.items.map(it => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /**
     * Adds a value to the collection. For `!!map` and `!!omap` the value must
     * be a Pair instance or a `{ key, value }` object, which may not have a key
     * that already exists in the map.
     */
    addIn(path, value) {
        if (isEmptyPath(path))
            this.add(value);
        else {
            const [key, ...rest] = path;
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.addIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
    /**
     * Removes a value from the collection.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
            return node.deleteIn(rest);
        else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        const [key, ...rest] = path;
        const node = this.get(key, true);
        if (rest.length === 0)
            return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
            return identity.isCollection(node) ? node.getIn(rest, keepScalar) : undefined;
    }
    hasAllNullValues(allowScalar) {
        return this.items.every(node => {
            if (!identity.isPair(node))
                return false;
            const n = node.value;
            return (n == null ||
                (allowScalar &&
                    identity.isScalar(n) &&
                    n.value == null &&
                    !n.commentBefore &&
                    !n.comment &&
                    !n.tag));
        });
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     */
    hasIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        const [key, ...rest] = path;
        if (rest.length === 0) {
            this.set(key, value);
        }
        else {
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.setIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
}

exports.Collection = Collection;
exports.collectionFromPath = collectionFromPath;
exports.isEmptyPath = isEmptyPath;


/***/ }),

/***/ 6673:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var applyReviver = __nccwpck_require__(3661);
var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);

class NodeBase {
    constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
    }
    /** Create a copy of this node.  */
    clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** A plain JavaScript representation of this node. */
    toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
            throw new TypeError('A document argument is required');
        const ctx = {
            anchors: new Map(),
            doc,
            keep: true,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
}

exports.NodeBase = NodeBase;


/***/ }),

/***/ 7165:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var stringifyPair = __nccwpck_require__(9748);
var addPairToJSMap = __nccwpck_require__(7104);
var identity = __nccwpck_require__(1127);

function createPair(key, value, ctx) {
    const k = createNode.createNode(key, undefined, ctx);
    const v = createNode.createNode(value, undefined, ctx);
    return new Pair(k, v);
}
class Pair {
    constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
    }
    clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
            key = key.clone(schema);
        if (identity.isNode(value))
            value = value.clone(schema);
        return new Pair(key, value);
    }
    toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
    }
    toString(ctx, onComment, onChompKeep) {
        return ctx?.doc
            ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep)
            : JSON.stringify(this);
    }
}

exports.Pair = Pair;
exports.createPair = createPair;


/***/ }),

/***/ 3301:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);
var toJS = __nccwpck_require__(4043);

const isScalarValue = (value) => !value || (typeof value !== 'function' && typeof value !== 'object');
class Scalar extends Node.NodeBase {
    constructor(value) {
        super(identity.SCALAR);
        this.value = value;
    }
    toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
    }
    toString() {
        return String(this.value);
    }
}
Scalar.BLOCK_FOLDED = 'BLOCK_FOLDED';
Scalar.BLOCK_LITERAL = 'BLOCK_LITERAL';
Scalar.PLAIN = 'PLAIN';
Scalar.QUOTE_DOUBLE = 'QUOTE_DOUBLE';
Scalar.QUOTE_SINGLE = 'QUOTE_SINGLE';

exports.Scalar = Scalar;
exports.isScalarValue = isScalarValue;


/***/ }),

/***/ 4454:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyCollection = __nccwpck_require__(1212);
var addPairToJSMap = __nccwpck_require__(7104);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);

function findPair(items, key) {
    const k = identity.isScalar(key) ? key.value : key;
    for (const it of items) {
        if (identity.isPair(it)) {
            if (it.key === key || it.key === k)
                return it;
            if (identity.isScalar(it.key) && it.key.value === k)
                return it;
        }
    }
    return undefined;
}
class YAMLMap extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:map';
    }
    constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
    }
    /**
     * A generic collection parsing method that can be extended
     * to other node classes that inherit from YAMLMap
     */
    static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
            if (typeof replacer === 'function')
                value = replacer.call(obj, key, value);
            else if (Array.isArray(replacer) && !replacer.includes(key))
                return;
            if (value !== undefined || keepUndefined)
                map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
            for (const [key, value] of obj)
                add(key, value);
        }
        else if (obj && typeof obj === 'object') {
            for (const key of Object.keys(obj))
                add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === 'function') {
            map.items.sort(schema.sortMapEntries);
        }
        return map;
    }
    /**
     * Adds a value to the collection.
     *
     * @param overwrite - If not set `true`, using a key that is already in the
     *   collection will throw. Otherwise, overwrites the previous value.
     */
    add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
            _pair = pair;
        else if (!pair || typeof pair !== 'object' || !('key' in pair)) {
            // In TypeScript, this never happens.
            _pair = new Pair.Pair(pair, pair?.value);
        }
        else
            _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
            if (!overwrite)
                throw new Error(`Key ${_pair.key} already set`);
            // For scalars, keep the old node & its comments and anchors
            if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
                prev.value.value = _pair.value;
            else
                prev.value = _pair.value;
        }
        else if (sortEntries) {
            const i = this.items.findIndex(item => sortEntries(_pair, item) < 0);
            if (i === -1)
                this.items.push(_pair);
            else
                this.items.splice(i, 0, _pair);
        }
        else {
            this.items.push(_pair);
        }
    }
    delete(key) {
        const it = findPair(this.items, key);
        if (!it)
            return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? undefined;
    }
    has(key) {
        return !!findPair(this.items, key);
    }
    set(key, value) {
        this.add(new Pair.Pair(key, value), true);
    }
    /**
     * @param ctx - Conversion context, originally set in Document#toJS()
     * @param {Class} Type - If set, forces the returned collection type
     * @returns Instance of Type, Map, or Object
     */
    toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? new Map() : {};
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const item of this.items)
            addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        for (const item of this.items) {
            if (!identity.isPair(item))
                throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
            ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '',
            flowChars: { start: '{', end: '}' },
            itemIndent: ctx.indent || '',
            onChompKeep,
            onComment
        });
    }
}

exports.YAMLMap = YAMLMap;
exports.findPair = findPair;


/***/ }),

/***/ 2223:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var stringifyCollection = __nccwpck_require__(1212);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var toJS = __nccwpck_require__(4043);

class YAMLSeq extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:seq';
    }
    constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
    }
    add(value) {
        this.items.push(value);
    }
    /**
     * Removes a value from the collection.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     *
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return undefined;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     */
    has(key) {
        const idx = asItemIndex(key);
        return typeof idx === 'number' && idx < this.items.length;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     *
     * If `key` does not contain a representation of an integer, this will throw.
     * It may be wrapped in a `Scalar`.
     */
    set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
            prev.value = value;
        else
            this.items[idx] = value;
    }
    toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
            ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
            seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '- ',
            flowChars: { start: '[', end: ']' },
            itemIndent: (ctx.indent || '') + '  ',
            onChompKeep,
            onComment
        });
    }
    static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
            let i = 0;
            for (let it of obj) {
                if (typeof replacer === 'function') {
                    const key = obj instanceof Set ? it : String(i++);
                    it = replacer.call(obj, key, it);
                }
                seq.items.push(createNode.createNode(it, undefined, ctx));
            }
        }
        return seq;
    }
}
function asItemIndex(key) {
    let idx = identity.isScalar(key) ? key.value : key;
    if (idx && typeof idx === 'string')
        idx = Number(idx);
    return typeof idx === 'number' && Number.isInteger(idx) && idx >= 0
        ? idx
        : null;
}

exports.YAMLSeq = YAMLSeq;


/***/ }),

/***/ 7104:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var log = __nccwpck_require__(7249);
var merge = __nccwpck_require__(452);
var stringify = __nccwpck_require__(2148);
var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);

function addPairToJSMap(ctx, map, { key, value }) {
    if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
    // TODO: Should drop this special case for bare << handling
    else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
    else {
        const jsKey = toJS.toJS(key, '', ctx);
        if (map instanceof Map) {
            map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        }
        else if (map instanceof Set) {
            map.add(jsKey);
        }
        else {
            const stringKey = stringifyKey(key, jsKey, ctx);
            const jsValue = toJS.toJS(value, stringKey, ctx);
            if (stringKey in map)
                Object.defineProperty(map, stringKey, {
                    value: jsValue,
                    writable: true,
                    enumerable: true,
                    configurable: true
                });
            else
                map[stringKey] = jsValue;
        }
    }
    return map;
}
function stringifyKey(key, jsKey, ctx) {
    if (jsKey === null)
        return '';
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    if (typeof jsKey !== 'object')
        return String(jsKey);
    if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = new Set();
        for (const node of ctx.anchors.keys())
            strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
            let jsonStr = JSON.stringify(strKey);
            if (jsonStr.length > 40)
                jsonStr = jsonStr.substring(0, 36) + '..."';
            log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
            ctx.mapKeyWarned = true;
        }
        return strKey;
    }
    return JSON.stringify(jsKey);
}

exports.addPairToJSMap = addPairToJSMap;


/***/ }),

/***/ 1127:
/***/ ((__unused_webpack_module, exports) => {



const ALIAS = Symbol.for('yaml.alias');
const DOC = Symbol.for('yaml.document');
const MAP = Symbol.for('yaml.map');
const PAIR = Symbol.for('yaml.pair');
const SCALAR = Symbol.for('yaml.scalar');
const SEQ = Symbol.for('yaml.seq');
const NODE_TYPE = Symbol.for('yaml.node.type');
const isAlias = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === ALIAS;
const isDocument = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === DOC;
const isMap = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === MAP;
const isPair = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === PAIR;
const isScalar = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SCALAR;
const isSeq = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SEQ;
function isCollection(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case MAP:
            case SEQ:
                return true;
        }
    return false;
}
function isNode(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case ALIAS:
            case MAP:
            case SCALAR:
            case SEQ:
                return true;
        }
    return false;
}
const hasAnchor = (node) => (isScalar(node) || isCollection(node)) && !!node.anchor;

exports.ALIAS = ALIAS;
exports.DOC = DOC;
exports.MAP = MAP;
exports.NODE_TYPE = NODE_TYPE;
exports.PAIR = PAIR;
exports.SCALAR = SCALAR;
exports.SEQ = SEQ;
exports.hasAnchor = hasAnchor;
exports.isAlias = isAlias;
exports.isCollection = isCollection;
exports.isDocument = isDocument;
exports.isMap = isMap;
exports.isNode = isNode;
exports.isPair = isPair;
exports.isScalar = isScalar;
exports.isSeq = isSeq;


/***/ }),

/***/ 4043:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

/**
 * Recursively convert any node or its contents to native JavaScript
 *
 * @param value - The input value
 * @param arg - If `value` defines a `toJSON()` method, use this
 *   as its first argument
 * @param ctx - Conversion context, originally set in Document#toJS(). If
 *   `{ keep: true }` is not set, output should be suitable for JSON
 *   stringification.
 */
function toJS(value, arg, ctx) {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-return
    if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
    if (value && typeof value.toJSON === 'function') {
        // eslint-disable-next-line @typescript-eslint/no-unsafe-call
        if (!ctx || !identity.hasAnchor(value))
            return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: undefined };
        ctx.anchors.set(value, data);
        ctx.onCreate = res => {
            data.res = res;
            delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
            ctx.onCreate(res);
        return res;
    }
    if (typeof value === 'bigint' && !ctx?.keep)
        return Number(value);
    return value;
}

exports.toJS = toJS;


/***/ }),

/***/ 110:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var resolveBlockScalar = __nccwpck_require__(8913);
var resolveFlowScalar = __nccwpck_require__(6842);
var errors = __nccwpck_require__(1464);
var stringifyString = __nccwpck_require__(3069);

function resolveAsScalar(token, strict = true, onError) {
    if (token) {
        const _onError = (pos, code, message) => {
            const offset = typeof pos === 'number' ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
            if (onError)
                onError(offset, code, message);
            else
                throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
            case 'block-scalar':
                return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
    }
    return null;
}
/**
 * Create a new scalar token with `value`
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.end Comments and whitespace after the end of the value, or after the block scalar header. If undefined, a newline will be added.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.indent The indent level of the token.
 * @param context.inFlow Is this scalar within a flow collection? This may affect the resolved type of the token's value.
 * @param context.offset The offset position of the token.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function createScalarToken(value, context) {
    const { implicitKey = false, indent, inFlow = false, offset = -1, type = 'PLAIN' } = context;
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    const end = context.end ?? [
        { type: 'newline', offset: -1, indent, source: '\n' }
    ];
    switch (source[0]) {
        case '|':
        case '>': {
            const he = source.indexOf('\n');
            const head = source.substring(0, he);
            const body = source.substring(he + 1) + '\n';
            const props = [
                { type: 'block-scalar-header', offset, indent, source: head }
            ];
            if (!addEndtoBlockProps(props, end))
                props.push({ type: 'newline', offset: -1, indent, source: '\n' });
            return { type: 'block-scalar', offset, indent, props, source: body };
        }
        case '"':
            return { type: 'double-quoted-scalar', offset, indent, source, end };
        case "'":
            return { type: 'single-quoted-scalar', offset, indent, source, end };
        default:
            return { type: 'scalar', offset, indent, source, end };
    }
}
/**
 * Set the value of `token` to the given string `value`, overwriting any previous contents and type that it may have.
 *
 * Best efforts are made to retain any comments previously associated with the `token`,
 * though all contents within a collection's `items` will be overwritten.
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param token Any token. If it does not include an `indent` value, the value will be stringified as if it were an implicit key.
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.afterKey In most cases, values after a key should have an additional level of indentation.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.inFlow Being within a flow collection may affect the resolved type of the token's value.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function setScalarValue(token, value, context = {}) {
    let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
    let indent = 'indent' in token ? token.indent : null;
    if (afterKey && typeof indent === 'number')
        indent += 2;
    if (!type)
        switch (token.type) {
            case 'single-quoted-scalar':
                type = 'QUOTE_SINGLE';
                break;
            case 'double-quoted-scalar':
                type = 'QUOTE_DOUBLE';
                break;
            case 'block-scalar': {
                const header = token.props[0];
                if (header.type !== 'block-scalar-header')
                    throw new Error('Invalid block scalar header');
                type = header.source[0] === '>' ? 'BLOCK_FOLDED' : 'BLOCK_LITERAL';
                break;
            }
            default:
                type = 'PLAIN';
        }
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    switch (source[0]) {
        case '|':
        case '>':
            setBlockScalarValue(token, source);
            break;
        case '"':
            setFlowScalarValue(token, source, 'double-quoted-scalar');
            break;
        case "'":
            setFlowScalarValue(token, source, 'single-quoted-scalar');
            break;
        default:
            setFlowScalarValue(token, source, 'scalar');
    }
}
function setBlockScalarValue(token, source) {
    const he = source.indexOf('\n');
    const head = source.substring(0, he);
    const body = source.substring(he + 1) + '\n';
    if (token.type === 'block-scalar') {
        const header = token.props[0];
        if (header.type !== 'block-scalar-header')
            throw new Error('Invalid block scalar header');
        header.source = head;
        token.source = body;
    }
    else {
        const { offset } = token;
        const indent = 'indent' in token ? token.indent : -1;
        const props = [
            { type: 'block-scalar-header', offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, 'end' in token ? token.end : undefined))
            props.push({ type: 'newline', offset: -1, indent, source: '\n' });
        for (const key of Object.keys(token))
            if (key !== 'type' && key !== 'offset')
                delete token[key];
        Object.assign(token, { type: 'block-scalar', indent, props, source: body });
    }
}
/** @returns `true` if last token is a newline */
function addEndtoBlockProps(props, end) {
    if (end)
        for (const st of end)
            switch (st.type) {
                case 'space':
                case 'comment':
                    props.push(st);
                    break;
                case 'newline':
                    props.push(st);
                    return true;
            }
    return false;
}
function setFlowScalarValue(token, source, type) {
    switch (token.type) {
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            token.type = type;
            token.source = source;
            break;
        case 'block-scalar': {
            const end = token.props.slice(1);
            let oa = source.length;
            if (token.props[0].type === 'block-scalar-header')
                oa -= token.props[0].source.length;
            for (const tok of end)
                tok.offset += oa;
            delete token.props;
            Object.assign(token, { type, source, end });
            break;
        }
        case 'block-map':
        case 'block-seq': {
            const offset = token.offset + source.length;
            const nl = { type: 'newline', offset, indent: token.indent, source: '\n' };
            delete token.items;
            Object.assign(token, { type, source, end: [nl] });
            break;
        }
        default: {
            const indent = 'indent' in token ? token.indent : -1;
            const end = 'end' in token && Array.isArray(token.end)
                ? token.end.filter(st => st.type === 'space' ||
                    st.type === 'comment' ||
                    st.type === 'newline')
                : [];
            for (const key of Object.keys(token))
                if (key !== 'type' && key !== 'offset')
                    delete token[key];
            Object.assign(token, { type, indent, source, end });
        }
    }
}

exports.createScalarToken = createScalarToken;
exports.resolveAsScalar = resolveAsScalar;
exports.setScalarValue = setScalarValue;


/***/ }),

/***/ 1733:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringify a CST document, token, or collection item
 *
 * Fair warning: This applies no validation whatsoever, and
 * simply concatenates the sources in their logical order.
 */
const stringify = (cst) => 'type' in cst ? stringifyToken(cst) : stringifyItem(cst);
function stringifyToken(token) {
    switch (token.type) {
        case 'block-scalar': {
            let res = '';
            for (const tok of token.props)
                res += stringifyToken(tok);
            return res + token.source;
        }
        case 'block-map':
        case 'block-seq': {
            let res = '';
            for (const item of token.items)
                res += stringifyItem(item);
            return res;
        }
        case 'flow-collection': {
            let res = token.start.source;
            for (const item of token.items)
                res += stringifyItem(item);
            for (const st of token.end)
                res += st.source;
            return res;
        }
        case 'document': {
            let res = stringifyItem(token);
            if (token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
        default: {
            let res = token.source;
            if ('end' in token && token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
    }
}
function stringifyItem({ start, key, sep, value }) {
    let res = '';
    for (const st of start)
        res += st.source;
    if (key)
        res += stringifyToken(key);
    if (sep)
        for (const st of sep)
            res += st.source;
    if (value)
        res += stringifyToken(value);
    return res;
}

exports.stringify = stringify;


/***/ }),

/***/ 7715:
/***/ ((__unused_webpack_module, exports) => {



const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove item');
/**
 * Apply a visitor to a CST document or item.
 *
 * Walks through the tree (depth-first) starting from the root, calling a
 * `visitor` function with two arguments when entering each item:
 *   - `item`: The current item, which included the following members:
 *     - `start: SourceToken[]` – Source tokens before the key or value,
 *       possibly including its anchor or tag.
 *     - `key?: Token | null` – Set for pair values. May then be `null`, if
 *       the key before the `:` separator is empty.
 *     - `sep?: SourceToken[]` – Source tokens between the key and the value,
 *       which should include the `:` map value indicator if `value` is set.
 *     - `value?: Token` – The value of a sequence item, or of a map pair.
 *   - `path`: The steps from the root to the current node, as an array of
 *     `['key' | 'value', number]` tuples.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this token, continue with
 *      next sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current item, then continue with the next one
 *   - `number`: Set the index of the next step. This is useful especially if
 *     the index of the current token has changed.
 *   - `function`: Define the next visitor for this item. After the original
 *     visitor is called on item entry, next visitors are called after handling
 *     a non-empty `key` and when exiting the item.
 */
function visit(cst, visitor) {
    if ('type' in cst && cst.type === 'document')
        cst = { start: cst.start, value: cst.value };
    _visit(Object.freeze([]), cst, visitor);
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current item */
visit.SKIP = SKIP;
/** Remove the current item */
visit.REMOVE = REMOVE;
/** Find the item at `path` from `cst` as the root */
visit.itemAtPath = (cst, path) => {
    let item = cst;
    for (const [field, index] of path) {
        const tok = item?.[field];
        if (tok && 'items' in tok) {
            item = tok.items[index];
        }
        else
            return undefined;
    }
    return item;
};
/**
 * Get the immediate parent collection of the item at `path` from `cst` as the root.
 *
 * Throws an error if the collection is not found, which should never happen if the item itself exists.
 */
visit.parentCollection = (cst, path) => {
    const parent = visit.itemAtPath(cst, path.slice(0, -1));
    const field = path[path.length - 1][0];
    const coll = parent?.[field];
    if (coll && 'items' in coll)
        return coll;
    throw new Error('Parent collection not found');
};
function _visit(path, item, visitor) {
    let ctrl = visitor(item, path);
    if (typeof ctrl === 'symbol')
        return ctrl;
    for (const field of ['key', 'value']) {
        const token = item[field];
        if (token && 'items' in token) {
            for (let i = 0; i < token.items.length; ++i) {
                const ci = _visit(Object.freeze(path.concat([[field, i]])), token.items[i], visitor);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    token.items.splice(i, 1);
                    i -= 1;
                }
            }
            if (typeof ctrl === 'function' && field === 'key')
                ctrl = ctrl(item, path);
        }
    }
    return typeof ctrl === 'function' ? ctrl(item, path) : ctrl;
}

exports.visit = visit;


/***/ }),

/***/ 3461:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var cstScalar = __nccwpck_require__(110);
var cstStringify = __nccwpck_require__(1733);
var cstVisit = __nccwpck_require__(7715);

/** The byte order mark */
const BOM = '\u{FEFF}';
/** Start of doc-mode */
const DOCUMENT = '\x02'; // C0: Start of Text
/** Unexpected end of flow-mode */
const FLOW_END = '\x18'; // C0: Cancel
/** Next token is a scalar value */
const SCALAR = '\x1f'; // C0: Unit Separator
/** @returns `true` if `token` is a flow or block collection */
const isCollection = (token) => !!token && 'items' in token;
/** @returns `true` if `token` is a flow or block scalar; not an alias */
const isScalar = (token) => !!token &&
    (token.type === 'scalar' ||
        token.type === 'single-quoted-scalar' ||
        token.type === 'double-quoted-scalar' ||
        token.type === 'block-scalar');
/* istanbul ignore next */
/** Get a printable representation of a lexer token */
function prettyToken(token) {
    switch (token) {
        case BOM:
            return '<BOM>';
        case DOCUMENT:
            return '<DOC>';
        case FLOW_END:
            return '<FLOW_END>';
        case SCALAR:
            return '<SCALAR>';
        default:
            return JSON.stringify(token);
    }
}
/** Identify the type of a lexer token. May return `null` for unknown tokens. */
function tokenType(source) {
    switch (source) {
        case BOM:
            return 'byte-order-mark';
        case DOCUMENT:
            return 'doc-mode';
        case FLOW_END:
            return 'flow-error-end';
        case SCALAR:
            return 'scalar';
        case '---':
            return 'doc-start';
        case '...':
            return 'doc-end';
        case '':
        case '\n':
        case '\r\n':
            return 'newline';
        case '-':
            return 'seq-item-ind';
        case '?':
            return 'explicit-key-ind';
        case ':':
            return 'map-value-ind';
        case '{':
            return 'flow-map-start';
        case '}':
            return 'flow-map-end';
        case '[':
            return 'flow-seq-start';
        case ']':
            return 'flow-seq-end';
        case ',':
            return 'comma';
    }
    switch (source[0]) {
        case ' ':
        case '\t':
            return 'space';
        case '#':
            return 'comment';
        case '%':
            return 'directive-line';
        case '*':
            return 'alias';
        case '&':
            return 'anchor';
        case '!':
            return 'tag';
        case "'":
            return 'single-quoted-scalar';
        case '"':
            return 'double-quoted-scalar';
        case '|':
        case '>':
            return 'block-scalar-header';
    }
    return null;
}

exports.createScalarToken = cstScalar.createScalarToken;
exports.resolveAsScalar = cstScalar.resolveAsScalar;
exports.setScalarValue = cstScalar.setScalarValue;
exports.stringify = cstStringify.stringify;
exports.visit = cstVisit.visit;
exports.BOM = BOM;
exports.DOCUMENT = DOCUMENT;
exports.FLOW_END = FLOW_END;
exports.SCALAR = SCALAR;
exports.isCollection = isCollection;
exports.isScalar = isScalar;
exports.prettyToken = prettyToken;
exports.tokenType = tokenType;


/***/ }),

/***/ 361:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var cst = __nccwpck_require__(3461);

/*
START -> stream

stream
  directive -> line-end -> stream
  indent + line-end -> stream
  [else] -> line-start

line-end
  comment -> line-end
  newline -> .
  input-end -> END

line-start
  doc-start -> doc
  doc-end -> stream
  [else] -> indent -> block-start

block-start
  seq-item-start -> block-start
  explicit-key-start -> block-start
  map-value-start -> block-start
  [else] -> doc

doc
  line-end -> line-start
  spaces -> doc
  anchor -> doc
  tag -> doc
  flow-start -> flow -> doc
  flow-end -> error -> doc
  seq-item-start -> error -> doc
  explicit-key-start -> error -> doc
  map-value-start -> doc
  alias -> doc
  quote-start -> quoted-scalar -> doc
  block-scalar-header -> line-end -> block-scalar(min) -> line-start
  [else] -> plain-scalar(false, min) -> doc

flow
  line-end -> flow
  spaces -> flow
  anchor -> flow
  tag -> flow
  flow-start -> flow -> flow
  flow-end -> .
  seq-item-start -> error -> flow
  explicit-key-start -> flow
  map-value-start -> flow
  alias -> flow
  quote-start -> quoted-scalar -> flow
  comma -> flow
  [else] -> plain-scalar(true, 0) -> flow

quoted-scalar
  quote-end -> .
  [else] -> quoted-scalar

block-scalar(min)
  newline + peek(indent < min) -> .
  [else] -> block-scalar(min)

plain-scalar(is-flow, min)
  scalar-end(is-flow) -> .
  peek(newline + (indent < min)) -> .
  [else] -> plain-scalar(min)
*/
function isEmpty(ch) {
    switch (ch) {
        case undefined:
        case ' ':
        case '\n':
        case '\r':
        case '\t':
            return true;
        default:
            return false;
    }
}
const hexDigits = new Set('0123456789ABCDEFabcdef');
const tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
const flowIndicatorChars = new Set(',[]{}');
const invalidAnchorChars = new Set(' ,[]{}\n\r\t');
const isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
/**
 * Splits an input string into lexical tokens, i.e. smaller strings that are
 * easily identifiable by `tokens.tokenType()`.
 *
 * Lexing starts always in a "stream" context. Incomplete input may be buffered
 * until a complete token can be emitted.
 *
 * In addition to slices of the original input, the following control characters
 * may also be emitted:
 *
 * - `\x02` (Start of Text): A document starts with the next token
 * - `\x18` (Cancel): Unexpected end of flow-mode (indicates an error)
 * - `\x1f` (Unit Separator): Next token is a scalar value
 * - `\u{FEFF}` (Byte order mark): Emitted separately outside documents
 */
class Lexer {
    constructor() {
        /**
         * Flag indicating whether the end of the current buffer marks the end of
         * all input
         */
        this.atEnd = false;
        /**
         * Explicit indent set in block scalar header, as an offset from the current
         * minimum indent, so e.g. set to 1 from a header `|2+`. Set to -1 if not
         * explicitly set.
         */
        this.blockScalarIndent = -1;
        /**
         * Block scalars that include a + (keep) chomping indicator in their header
         * include trailing empty lines, which are otherwise excluded from the
         * scalar's contents.
         */
        this.blockScalarKeep = false;
        /** Current input */
        this.buffer = '';
        /**
         * Flag noting whether the map value indicator : can immediately follow this
         * node within a flow context.
         */
        this.flowKey = false;
        /** Count of surrounding flow collection levels. */
        this.flowLevel = 0;
        /**
         * Minimum level of indentation required for next lines to be parsed as a
         * part of the current scalar value.
         */
        this.indentNext = 0;
        /** Indentation level of the current line. */
        this.indentValue = 0;
        /** Position of the next \n character. */
        this.lineEndPos = null;
        /** Stores the state of the lexer if reaching the end of incpomplete input */
        this.next = null;
        /** A pointer to `buffer`; the current position of the lexer. */
        this.pos = 0;
    }
    /**
     * Generate YAML tokens from the `source` string. If `incomplete`,
     * a part of the last line may be left as a buffer for the next call.
     *
     * @returns A generator of lexical tokens
     */
    *lex(source, incomplete = false) {
        if (source) {
            if (typeof source !== 'string')
                throw TypeError('source is not a string');
            this.buffer = this.buffer ? this.buffer + source : source;
            this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? 'stream';
        while (next && (incomplete || this.hasChars(1)))
            next = yield* this.parseNext(next);
    }
    atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === ' ' || ch === '\t')
            ch = this.buffer[++i];
        if (!ch || ch === '#' || ch === '\n')
            return true;
        if (ch === '\r')
            return this.buffer[i + 1] === '\n';
        return false;
    }
    charAt(n) {
        return this.buffer[this.pos + n];
    }
    continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
            let indent = 0;
            while (ch === ' ')
                ch = this.buffer[++indent + offset];
            if (ch === '\r') {
                const next = this.buffer[indent + offset + 1];
                if (next === '\n' || (!next && !this.atEnd))
                    return offset + indent + 1;
            }
            return ch === '\n' || indent >= this.indentNext || (!ch && !this.atEnd)
                ? offset + indent
                : -1;
        }
        if (ch === '-' || ch === '.') {
            const dt = this.buffer.substr(offset, 3);
            if ((dt === '---' || dt === '...') && isEmpty(this.buffer[offset + 3]))
                return -1;
        }
        return offset;
    }
    getLine() {
        let end = this.lineEndPos;
        if (typeof end !== 'number' || (end !== -1 && end < this.pos)) {
            end = this.buffer.indexOf('\n', this.pos);
            this.lineEndPos = end;
        }
        if (end === -1)
            return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === '\r')
            end -= 1;
        return this.buffer.substring(this.pos, end);
    }
    hasChars(n) {
        return this.pos + n <= this.buffer.length;
    }
    setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
    }
    peek(n) {
        return this.buffer.substr(this.pos, n);
    }
    *parseNext(next) {
        switch (next) {
            case 'stream':
                return yield* this.parseStream();
            case 'line-start':
                return yield* this.parseLineStart();
            case 'block-start':
                return yield* this.parseBlockStart();
            case 'doc':
                return yield* this.parseDocument();
            case 'flow':
                return yield* this.parseFlowCollection();
            case 'quoted-scalar':
                return yield* this.parseQuotedScalar();
            case 'block-scalar':
                return yield* this.parseBlockScalar();
            case 'plain-scalar':
                return yield* this.parsePlainScalar();
        }
    }
    *parseStream() {
        let line = this.getLine();
        if (line === null)
            return this.setNext('stream');
        if (line[0] === cst.BOM) {
            yield* this.pushCount(1);
            line = line.substring(1);
        }
        if (line[0] === '%') {
            let dirEnd = line.length;
            let cs = line.indexOf('#');
            while (cs !== -1) {
                const ch = line[cs - 1];
                if (ch === ' ' || ch === '\t') {
                    dirEnd = cs - 1;
                    break;
                }
                else {
                    cs = line.indexOf('#', cs + 1);
                }
            }
            while (true) {
                const ch = line[dirEnd - 1];
                if (ch === ' ' || ch === '\t')
                    dirEnd -= 1;
                else
                    break;
            }
            const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
            yield* this.pushCount(line.length - n); // possible comment
            this.pushNewline();
            return 'stream';
        }
        if (this.atLineEnd()) {
            const sp = yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - sp);
            yield* this.pushNewline();
            return 'stream';
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
    }
    *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
            return this.setNext('line-start');
        if (ch === '-' || ch === '.') {
            if (!this.atEnd && !this.hasChars(4))
                return this.setNext('line-start');
            const s = this.peek(3);
            if ((s === '---' || s === '...') && isEmpty(this.charAt(3))) {
                yield* this.pushCount(3);
                this.indentValue = 0;
                this.indentNext = 0;
                return s === '---' ? 'doc' : 'stream';
            }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
            this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
    }
    *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
            return this.setNext('block-start');
        if ((ch0 === '-' || ch0 === '?' || ch0 === ':') && isEmpty(ch1)) {
            const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
            this.indentNext = this.indentValue + 1;
            this.indentValue += n;
            return 'block-start';
        }
        return 'doc';
    }
    *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
            return this.setNext('doc');
        let n = yield* this.pushIndicators();
        switch (line[n]) {
            case '#':
                yield* this.pushCount(line.length - n);
            // fallthrough
            case undefined:
                yield* this.pushNewline();
                return yield* this.parseLineStart();
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel = 1;
                return 'flow';
            case '}':
            case ']':
                // this is an error
                yield* this.pushCount(1);
                return 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'doc';
            case '"':
            case "'":
                return yield* this.parseQuotedScalar();
            case '|':
            case '>':
                n += yield* this.parseBlockScalarHeader();
                n += yield* this.pushSpaces(true);
                yield* this.pushCount(line.length - n);
                yield* this.pushNewline();
                return yield* this.parseBlockScalar();
            default:
                return yield* this.parsePlainScalar();
        }
    }
    *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
            nl = yield* this.pushNewline();
            if (nl > 0) {
                sp = yield* this.pushSpaces(false);
                this.indentValue = indent = sp;
            }
            else {
                sp = 0;
            }
            sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
            return this.setNext('flow');
        if ((indent !== -1 && indent < this.indentNext && line[0] !== '#') ||
            (indent === 0 &&
                (line.startsWith('---') || line.startsWith('...')) &&
                isEmpty(line[3]))) {
            // Allowing for the terminal ] or } at the same (rather than greater)
            // indent level as the initial [ or { is technically invalid, but
            // failing here would be surprising to users.
            const atFlowEndMarker = indent === this.indentNext - 1 &&
                this.flowLevel === 1 &&
                (line[0] === ']' || line[0] === '}');
            if (!atFlowEndMarker) {
                // this is an error
                this.flowLevel = 0;
                yield cst.FLOW_END;
                return yield* this.parseLineStart();
            }
        }
        let n = 0;
        while (line[n] === ',') {
            n += yield* this.pushCount(1);
            n += yield* this.pushSpaces(true);
            this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
            case undefined:
                return 'flow';
            case '#':
                yield* this.pushCount(line.length - n);
                return 'flow';
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel += 1;
                return 'flow';
            case '}':
            case ']':
                yield* this.pushCount(1);
                this.flowKey = true;
                this.flowLevel -= 1;
                return this.flowLevel ? 'flow' : 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'flow';
            case '"':
            case "'":
                this.flowKey = true;
                return yield* this.parseQuotedScalar();
            case ':': {
                const next = this.charAt(1);
                if (this.flowKey || isEmpty(next) || next === ',') {
                    this.flowKey = false;
                    yield* this.pushCount(1);
                    yield* this.pushSpaces(true);
                    return 'flow';
                }
            }
            // fallthrough
            default:
                this.flowKey = false;
                return yield* this.parsePlainScalar();
        }
    }
    *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
            while (end !== -1 && this.buffer[end + 1] === "'")
                end = this.buffer.indexOf("'", end + 2);
        }
        else {
            // double-quote
            while (end !== -1) {
                let n = 0;
                while (this.buffer[end - 1 - n] === '\\')
                    n += 1;
                if (n % 2 === 0)
                    break;
                end = this.buffer.indexOf('"', end + 1);
            }
        }
        // Only looking for newlines within the quotes
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf('\n', this.pos);
        if (nl !== -1) {
            while (nl !== -1) {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = qb.indexOf('\n', cs);
            }
            if (nl !== -1) {
                // this is an error caused by an unexpected unindent
                end = nl - (qb[nl - 1] === '\r' ? 2 : 1);
            }
        }
        if (end === -1) {
            if (!this.atEnd)
                return this.setNext('quoted-scalar');
            end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? 'flow' : 'doc';
    }
    *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
            const ch = this.buffer[++i];
            if (ch === '+')
                this.blockScalarKeep = true;
            else if (ch > '0' && ch <= '9')
                this.blockScalarIndent = Number(ch) - 1;
            else if (ch !== '-')
                break;
        }
        return yield* this.pushUntil(ch => isEmpty(ch) || ch === '#');
    }
    *parseBlockScalar() {
        let nl = this.pos - 1; // may be -1 if this.pos === 0
        let indent = 0;
        let ch;
        loop: for (let i = this.pos; (ch = this.buffer[i]); ++i) {
            switch (ch) {
                case ' ':
                    indent += 1;
                    break;
                case '\n':
                    nl = i;
                    indent = 0;
                    break;
                case '\r': {
                    const next = this.buffer[i + 1];
                    if (!next && !this.atEnd)
                        return this.setNext('block-scalar');
                    if (next === '\n')
                        break;
                } // fallthrough
                default:
                    break loop;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('block-scalar');
        if (indent >= this.indentNext) {
            if (this.blockScalarIndent === -1)
                this.indentNext = indent;
            else {
                this.indentNext =
                    this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
            }
            do {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = this.buffer.indexOf('\n', cs);
            } while (nl !== -1);
            if (nl === -1) {
                if (!this.atEnd)
                    return this.setNext('block-scalar');
                nl = this.buffer.length;
            }
        }
        // Trailing insufficiently indented tabs are invalid.
        // To catch that during parsing, we include them in the block scalar value.
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === ' ')
            ch = this.buffer[++i];
        if (ch === '\t') {
            while (ch === '\t' || ch === ' ' || ch === '\r' || ch === '\n')
                ch = this.buffer[++i];
            nl = i - 1;
        }
        else if (!this.blockScalarKeep) {
            do {
                let i = nl - 1;
                let ch = this.buffer[i];
                if (ch === '\r')
                    ch = this.buffer[--i];
                const lastChar = i; // Drop the line if last char not more indented
                while (ch === ' ')
                    ch = this.buffer[--i];
                if (ch === '\n' && i >= this.pos && i + 1 + indent > lastChar)
                    nl = i;
                else
                    break;
            } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
    }
    *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while ((ch = this.buffer[++i])) {
            if (ch === ':') {
                const next = this.buffer[i + 1];
                if (isEmpty(next) || (inFlow && flowIndicatorChars.has(next)))
                    break;
                end = i;
            }
            else if (isEmpty(ch)) {
                let next = this.buffer[i + 1];
                if (ch === '\r') {
                    if (next === '\n') {
                        i += 1;
                        ch = '\n';
                        next = this.buffer[i + 1];
                    }
                    else
                        end = i;
                }
                if (next === '#' || (inFlow && flowIndicatorChars.has(next)))
                    break;
                if (ch === '\n') {
                    const cs = this.continueScalar(i + 1);
                    if (cs === -1)
                        break;
                    i = Math.max(i, cs - 2); // to advance, but still account for ' #'
                }
            }
            else {
                if (inFlow && flowIndicatorChars.has(ch))
                    break;
                end = i;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('plain-scalar');
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? 'flow' : 'doc';
    }
    *pushCount(n) {
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos += n;
            return n;
        }
        return 0;
    }
    *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
            yield s;
            this.pos += s.length;
            return s.length;
        }
        else if (allowEmpty)
            yield '';
        return 0;
    }
    *pushIndicators() {
        let n = 0;
        loop: while (true) {
            switch (this.charAt(0)) {
                case '!':
                    n += yield* this.pushTag();
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '&':
                    n += yield* this.pushUntil(isNotAnchorChar);
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '-': // this is an error
                case '?': // this is an error outside flow collections
                case ':': {
                    const inFlow = this.flowLevel > 0;
                    const ch1 = this.charAt(1);
                    if (isEmpty(ch1) || (inFlow && flowIndicatorChars.has(ch1))) {
                        if (!inFlow)
                            this.indentNext = this.indentValue + 1;
                        else if (this.flowKey)
                            this.flowKey = false;
                        n += yield* this.pushCount(1);
                        n += yield* this.pushSpaces(true);
                        continue loop;
                    }
                }
            }
            break loop;
        }
        return n;
    }
    *pushTag() {
        if (this.charAt(1) === '<') {
            let i = this.pos + 2;
            let ch = this.buffer[i];
            while (!isEmpty(ch) && ch !== '>')
                ch = this.buffer[++i];
            return yield* this.pushToIndex(ch === '>' ? i + 1 : i, false);
        }
        else {
            let i = this.pos + 1;
            let ch = this.buffer[i];
            while (ch) {
                if (tagChars.has(ch))
                    ch = this.buffer[++i];
                else if (ch === '%' &&
                    hexDigits.has(this.buffer[i + 1]) &&
                    hexDigits.has(this.buffer[i + 2])) {
                    ch = this.buffer[(i += 3)];
                }
                else
                    break;
            }
            return yield* this.pushToIndex(i, false);
        }
    }
    *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === '\n')
            return yield* this.pushCount(1);
        else if (ch === '\r' && this.charAt(1) === '\n')
            return yield* this.pushCount(2);
        else
            return 0;
    }
    *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
            ch = this.buffer[++i];
        } while (ch === ' ' || (allowTabs && ch === '\t'));
        const n = i - this.pos;
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos = i;
        }
        return n;
    }
    *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
            ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
    }
}

exports.Lexer = Lexer;


/***/ }),

/***/ 6628:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Tracks newlines during parsing in order to provide an efficient API for
 * determining the one-indexed `{ line, col }` position for any offset
 * within the input.
 */
class LineCounter {
    constructor() {
        this.lineStarts = [];
        /**
         * Should be called in ascending order. Otherwise, call
         * `lineCounter.lineStarts.sort()` before calling `linePos()`.
         */
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        /**
         * Performs a binary search and returns the 1-indexed { line, col }
         * position of `offset`. If `line === 0`, `addNewLine` has never been
         * called or `offset` is before the first known newline.
         */
        this.linePos = (offset) => {
            let low = 0;
            let high = this.lineStarts.length;
            while (low < high) {
                const mid = (low + high) >> 1; // Math.floor((low + high) / 2)
                if (this.lineStarts[mid] < offset)
                    low = mid + 1;
                else
                    high = mid;
            }
            if (this.lineStarts[low] === offset)
                return { line: low + 1, col: 1 };
            if (low === 0)
                return { line: 0, col: offset };
            const start = this.lineStarts[low - 1];
            return { line: low, col: offset - start + 1 };
        };
    }
}

exports.LineCounter = LineCounter;


/***/ }),

/***/ 3456:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);
var cst = __nccwpck_require__(3461);
var lexer = __nccwpck_require__(361);

function includesToken(list, type) {
    for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
            return true;
    return false;
}
function findNonEmptyIndex(list) {
    for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
            case 'space':
            case 'comment':
            case 'newline':
                break;
            default:
                return i;
        }
    }
    return -1;
}
function isFlowToken(token) {
    switch (token?.type) {
        case 'alias':
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'flow-collection':
            return true;
        default:
            return false;
    }
}
function getPrevProps(parent) {
    switch (parent.type) {
        case 'document':
            return parent.start;
        case 'block-map': {
            const it = parent.items[parent.items.length - 1];
            return it.sep ?? it.start;
        }
        case 'block-seq':
            return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
            return [];
    }
}
/** Note: May modify input array */
function getFirstKeyStartProps(prev) {
    if (prev.length === 0)
        return [];
    let i = prev.length;
    loop: while (--i >= 0) {
        switch (prev[i].type) {
            case 'doc-start':
            case 'explicit-key-ind':
            case 'map-value-ind':
            case 'seq-item-ind':
            case 'newline':
                break loop;
        }
    }
    while (prev[++i]?.type === 'space') {
        /* loop */
    }
    return prev.splice(i, prev.length);
}
function arrayPushArray(target, source) {
    // May exhaust call stack with large `source` array
    if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
    else
        for (let i = 0; i < source.length; ++i)
            target.push(source[i]);
}
function fixFlowSeqItems(fc) {
    if (fc.start.type === 'flow-seq-start') {
        for (const it of fc.items) {
            if (it.sep &&
                !it.value &&
                !includesToken(it.start, 'explicit-key-ind') &&
                !includesToken(it.sep, 'map-value-ind')) {
                if (it.key)
                    it.value = it.key;
                delete it.key;
                if (isFlowToken(it.value)) {
                    if (it.value.end)
                        arrayPushArray(it.value.end, it.sep);
                    else
                        it.value.end = it.sep;
                }
                else
                    arrayPushArray(it.start, it.sep);
                delete it.sep;
            }
        }
    }
}
/**
 * A YAML concrete syntax tree (CST) parser
 *
 * ```ts
 * const src: string = ...
 * for (const token of new Parser().parse(src)) {
 *   // token: Token
 * }
 * ```
 *
 * To use the parser with a user-provided lexer:
 *
 * ```ts
 * function* parse(source: string, lexer: Lexer) {
 *   const parser = new Parser()
 *   for (const lexeme of lexer.lex(source))
 *     yield* parser.next(lexeme)
 *   yield* parser.end()
 * }
 *
 * const src: string = ...
 * const lexer = new Lexer()
 * for (const token of parse(src, lexer)) {
 *   // token: Token
 * }
 * ```
 */
class Parser {
    /**
     * @param onNewLine - If defined, called separately with the start position of
     *   each new line (in `parse()`, including the start of input).
     */
    constructor(onNewLine) {
        /** If true, space and sequence indicators count as indentation */
        this.atNewLine = true;
        /** If true, next token is a scalar value */
        this.atScalar = false;
        /** Current indentation level */
        this.indent = 0;
        /** Current offset since the start of parsing */
        this.offset = 0;
        /** On the same line with a block map key */
        this.onKeyLine = false;
        /** Top indicates the node that's currently being built */
        this.stack = [];
        /** The source of the current token, set in parse() */
        this.source = '';
        /** The type of the current token, set in parse() */
        this.type = '';
        // Must be defined after `next()`
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
    }
    /**
     * Parse `source` as a YAML stream.
     * If `incomplete`, a part of the last line may be left as a buffer for the next call.
     *
     * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
     *
     * @returns A generator of tokens representing each directive, document, and other structure.
     */
    *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
            this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
            yield* this.next(lexeme);
        if (!incomplete)
            yield* this.end();
    }
    /**
     * Advance the parser by the `source` of one lexical token.
     */
    *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
            console.log('|', cst.prettyToken(source));
        if (this.atScalar) {
            this.atScalar = false;
            yield* this.step();
            this.offset += source.length;
            return;
        }
        const type = cst.tokenType(source);
        if (!type) {
            const message = `Not a YAML token: ${source}`;
            yield* this.pop({ type: 'error', offset: this.offset, message, source });
            this.offset += source.length;
        }
        else if (type === 'scalar') {
            this.atNewLine = false;
            this.atScalar = true;
            this.type = 'scalar';
        }
        else {
            this.type = type;
            yield* this.step();
            switch (type) {
                case 'newline':
                    this.atNewLine = true;
                    this.indent = 0;
                    if (this.onNewLine)
                        this.onNewLine(this.offset + source.length);
                    break;
                case 'space':
                    if (this.atNewLine && source[0] === ' ')
                        this.indent += source.length;
                    break;
                case 'explicit-key-ind':
                case 'map-value-ind':
                case 'seq-item-ind':
                    if (this.atNewLine)
                        this.indent += source.length;
                    break;
                case 'doc-mode':
                case 'flow-error-end':
                    return;
                default:
                    this.atNewLine = false;
            }
            this.offset += source.length;
        }
    }
    /** Call at end of input to push out any remaining constructions */
    *end() {
        while (this.stack.length > 0)
            yield* this.pop();
    }
    get sourceToken() {
        const st = {
            type: this.type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
        return st;
    }
    *step() {
        const top = this.peek(1);
        if (this.type === 'doc-end' && top?.type !== 'doc-end') {
            while (this.stack.length > 0)
                yield* this.pop();
            this.stack.push({
                type: 'doc-end',
                offset: this.offset,
                source: this.source
            });
            return;
        }
        if (!top)
            return yield* this.stream();
        switch (top.type) {
            case 'document':
                return yield* this.document(top);
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return yield* this.scalar(top);
            case 'block-scalar':
                return yield* this.blockScalar(top);
            case 'block-map':
                return yield* this.blockMap(top);
            case 'block-seq':
                return yield* this.blockSequence(top);
            case 'flow-collection':
                return yield* this.flowCollection(top);
            case 'doc-end':
                return yield* this.documentEnd(top);
        }
        /* istanbul ignore next should not happen */
        yield* this.pop();
    }
    peek(n) {
        return this.stack[this.stack.length - n];
    }
    *pop(error) {
        const token = error ?? this.stack.pop();
        /* istanbul ignore if should not happen */
        if (!token) {
            const message = 'Tried to pop an empty stack';
            yield { type: 'error', offset: this.offset, source: '', message };
        }
        else if (this.stack.length === 0) {
            yield token;
        }
        else {
            const top = this.peek(1);
            if (token.type === 'block-scalar') {
                // Block scalars use their parent rather than header indent
                token.indent = 'indent' in top ? top.indent : 0;
            }
            else if (token.type === 'flow-collection' && top.type === 'document') {
                // Ignore all indent for top-level flow collections
                token.indent = 0;
            }
            if (token.type === 'flow-collection')
                fixFlowSeqItems(token);
            switch (top.type) {
                case 'document':
                    top.value = token;
                    break;
                case 'block-scalar':
                    top.props.push(token); // error
                    break;
                case 'block-map': {
                    const it = top.items[top.items.length - 1];
                    if (it.value) {
                        top.items.push({ start: [], key: token, sep: [] });
                        this.onKeyLine = true;
                        return;
                    }
                    else if (it.sep) {
                        it.value = token;
                    }
                    else {
                        Object.assign(it, { key: token, sep: [] });
                        this.onKeyLine = !it.explicitKey;
                        return;
                    }
                    break;
                }
                case 'block-seq': {
                    const it = top.items[top.items.length - 1];
                    if (it.value)
                        top.items.push({ start: [], value: token });
                    else
                        it.value = token;
                    break;
                }
                case 'flow-collection': {
                    const it = top.items[top.items.length - 1];
                    if (!it || it.value)
                        top.items.push({ start: [], key: token, sep: [] });
                    else if (it.sep)
                        it.value = token;
                    else
                        Object.assign(it, { key: token, sep: [] });
                    return;
                }
                /* istanbul ignore next should not happen */
                default:
                    yield* this.pop();
                    yield* this.pop(token);
            }
            if ((top.type === 'document' ||
                top.type === 'block-map' ||
                top.type === 'block-seq') &&
                (token.type === 'block-map' || token.type === 'block-seq')) {
                const last = token.items[token.items.length - 1];
                if (last &&
                    !last.sep &&
                    !last.value &&
                    last.start.length > 0 &&
                    findNonEmptyIndex(last.start) === -1 &&
                    (token.indent === 0 ||
                        last.start.every(st => st.type !== 'comment' || st.indent < token.indent))) {
                    if (top.type === 'document')
                        top.end = last.start;
                    else
                        top.items.push({ start: last.start });
                    token.items.splice(-1, 1);
                }
            }
        }
    }
    *stream() {
        switch (this.type) {
            case 'directive-line':
                yield { type: 'directive', offset: this.offset, source: this.source };
                return;
            case 'byte-order-mark':
            case 'space':
            case 'comment':
            case 'newline':
                yield this.sourceToken;
                return;
            case 'doc-mode':
            case 'doc-start': {
                const doc = {
                    type: 'document',
                    offset: this.offset,
                    start: []
                };
                if (this.type === 'doc-start')
                    doc.start.push(this.sourceToken);
                this.stack.push(doc);
                return;
            }
        }
        yield {
            type: 'error',
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML stream`,
            source: this.source
        };
    }
    *document(doc) {
        if (doc.value)
            return yield* this.lineEnd(doc);
        switch (this.type) {
            case 'doc-start': {
                if (findNonEmptyIndex(doc.start) !== -1) {
                    yield* this.pop();
                    yield* this.step();
                }
                else
                    doc.start.push(this.sourceToken);
                return;
            }
            case 'anchor':
            case 'tag':
            case 'space':
            case 'comment':
            case 'newline':
                doc.start.push(this.sourceToken);
                return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
            this.stack.push(bv);
        else {
            yield {
                type: 'error',
                offset: this.offset,
                message: `Unexpected ${this.type} token in YAML document`,
                source: this.source
            };
        }
    }
    *scalar(scalar) {
        if (this.type === 'map-value-ind') {
            const prev = getPrevProps(this.peek(2));
            const start = getFirstKeyStartProps(prev);
            let sep;
            if (scalar.end) {
                sep = scalar.end;
                sep.push(this.sourceToken);
                delete scalar.end;
            }
            else
                sep = [this.sourceToken];
            const map = {
                type: 'block-map',
                offset: scalar.offset,
                indent: scalar.indent,
                items: [{ start, key: scalar, sep }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
        }
        else
            yield* this.lineEnd(scalar);
    }
    *blockScalar(scalar) {
        switch (this.type) {
            case 'space':
            case 'comment':
            case 'newline':
                scalar.props.push(this.sourceToken);
                return;
            case 'scalar':
                scalar.source = this.source;
                // block-scalar source includes trailing newline
                this.atNewLine = true;
                this.indent = 0;
                if (this.onNewLine) {
                    let nl = this.source.indexOf('\n') + 1;
                    while (nl !== 0) {
                        this.onNewLine(this.offset + nl);
                        nl = this.source.indexOf('\n', nl) + 1;
                    }
                }
                yield* this.pop();
                break;
            /* istanbul ignore next should not happen */
            default:
                yield* this.pop();
                yield* this.step();
        }
    }
    *blockMap(map) {
        const it = map.items[map.items.length - 1];
        // it.sep is true-ish if pair already has key or : separator
        switch (this.type) {
            case 'newline':
                this.onKeyLine = false;
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    it.start.push(this.sourceToken);
                }
                return;
            case 'space':
            case 'comment':
                if (it.value) {
                    map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    if (this.atIndentedComment(it.start, map.indent)) {
                        const prev = map.items[map.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            map.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
        }
        if (this.indent >= map.indent) {
            const atMapIndent = !this.onKeyLine && this.indent === map.indent;
            const atNextItem = atMapIndent &&
                (it.sep || it.explicitKey) &&
                this.type !== 'seq-item-ind';
            // For empty nodes, assign newline-separated not indented empty tokens to following node
            let start = [];
            if (atNextItem && it.sep && !it.value) {
                const nl = [];
                for (let i = 0; i < it.sep.length; ++i) {
                    const st = it.sep[i];
                    switch (st.type) {
                        case 'newline':
                            nl.push(i);
                            break;
                        case 'space':
                            break;
                        case 'comment':
                            if (st.indent > map.indent)
                                nl.length = 0;
                            break;
                        default:
                            nl.length = 0;
                    }
                }
                if (nl.length >= 2)
                    start = it.sep.splice(nl[1]);
            }
            switch (this.type) {
                case 'anchor':
                case 'tag':
                    if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        it.sep.push(this.sourceToken);
                    }
                    else {
                        it.start.push(this.sourceToken);
                    }
                    return;
                case 'explicit-key-ind':
                    if (!it.sep && !it.explicitKey) {
                        it.start.push(this.sourceToken);
                        it.explicitKey = true;
                    }
                    else if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start, explicitKey: true });
                    }
                    else {
                        this.stack.push({
                            type: 'block-map',
                            offset: this.offset,
                            indent: this.indent,
                            items: [{ start: [this.sourceToken], explicitKey: true }]
                        });
                    }
                    this.onKeyLine = true;
                    return;
                case 'map-value-ind':
                    if (it.explicitKey) {
                        if (!it.sep) {
                            if (includesToken(it.start, 'newline')) {
                                Object.assign(it, { key: null, sep: [this.sourceToken] });
                            }
                            else {
                                const start = getFirstKeyStartProps(it.start);
                                this.stack.push({
                                    type: 'block-map',
                                    offset: this.offset,
                                    indent: this.indent,
                                    items: [{ start, key: null, sep: [this.sourceToken] }]
                                });
                            }
                        }
                        else if (it.value) {
                            map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else if (isFlowToken(it.key) &&
                            !includesToken(it.sep, 'newline')) {
                            const start = getFirstKeyStartProps(it.start);
                            const key = it.key;
                            const sep = it.sep;
                            sep.push(this.sourceToken);
                            // @ts-expect-error type guard is wrong here
                            delete it.key;
                            // @ts-expect-error type guard is wrong here
                            delete it.sep;
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key, sep }]
                            });
                        }
                        else if (start.length > 0) {
                            // Not actually at next item
                            it.sep = it.sep.concat(start, this.sourceToken);
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    else {
                        if (!it.sep) {
                            Object.assign(it, { key: null, sep: [this.sourceToken] });
                        }
                        else if (it.value || atNextItem) {
                            map.items.push({ start, key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start: [], key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    this.onKeyLine = true;
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (atNextItem || it.value) {
                        map.items.push({ start, key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        this.stack.push(fs);
                    }
                    else {
                        Object.assign(it, { key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    return;
                }
                default: {
                    const bv = this.startBlockValue(map);
                    if (bv) {
                        if (bv.type === 'block-seq') {
                            if (!it.explicitKey &&
                                it.sep &&
                                !includesToken(it.sep, 'newline')) {
                                yield* this.pop({
                                    type: 'error',
                                    offset: this.offset,
                                    message: 'Unexpected block-seq-ind on same line with key',
                                    source: this.source
                                });
                                return;
                            }
                        }
                        else if (atMapIndent) {
                            map.items.push({ start });
                        }
                        this.stack.push(bv);
                        return;
                    }
                }
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
            case 'newline':
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        seq.items.push({ start: [this.sourceToken] });
                }
                else
                    it.start.push(this.sourceToken);
                return;
            case 'space':
            case 'comment':
                if (it.value)
                    seq.items.push({ start: [this.sourceToken] });
                else {
                    if (this.atIndentedComment(it.start, seq.indent)) {
                        const prev = seq.items[seq.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            seq.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
            case 'anchor':
            case 'tag':
                if (it.value || this.indent <= seq.indent)
                    break;
                it.start.push(this.sourceToken);
                return;
            case 'seq-item-ind':
                if (this.indent !== seq.indent)
                    break;
                if (it.value || includesToken(it.start, 'seq-item-ind'))
                    seq.items.push({ start: [this.sourceToken] });
                else
                    it.start.push(this.sourceToken);
                return;
        }
        if (this.indent > seq.indent) {
            const bv = this.startBlockValue(seq);
            if (bv) {
                this.stack.push(bv);
                return;
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === 'flow-error-end') {
            let top;
            do {
                yield* this.pop();
                top = this.peek(1);
            } while (top?.type === 'flow-collection');
        }
        else if (fc.end.length === 0) {
            switch (this.type) {
                case 'comma':
                case 'explicit-key-ind':
                    if (!it || it.sep)
                        fc.items.push({ start: [this.sourceToken] });
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'map-value-ind':
                    if (!it || it.value)
                        fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        Object.assign(it, { key: null, sep: [this.sourceToken] });
                    return;
                case 'space':
                case 'comment':
                case 'newline':
                case 'anchor':
                case 'tag':
                    if (!it || it.value)
                        fc.items.push({ start: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (!it || it.value)
                        fc.items.push({ start: [], key: fs, sep: [] });
                    else if (it.sep)
                        this.stack.push(fs);
                    else
                        Object.assign(it, { key: fs, sep: [] });
                    return;
                }
                case 'flow-map-end':
                case 'flow-seq-end':
                    fc.end.push(this.sourceToken);
                    return;
            }
            const bv = this.startBlockValue(fc);
            /* istanbul ignore else should not happen */
            if (bv)
                this.stack.push(bv);
            else {
                yield* this.pop();
                yield* this.step();
            }
        }
        else {
            const parent = this.peek(2);
            if (parent.type === 'block-map' &&
                ((this.type === 'map-value-ind' && parent.indent === fc.indent) ||
                    (this.type === 'newline' &&
                        !parent.items[parent.items.length - 1].sep))) {
                yield* this.pop();
                yield* this.step();
            }
            else if (this.type === 'map-value-ind' &&
                parent.type !== 'flow-collection') {
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                fixFlowSeqItems(fc);
                const sep = fc.end.splice(1, fc.end.length);
                sep.push(this.sourceToken);
                const map = {
                    type: 'block-map',
                    offset: fc.offset,
                    indent: fc.indent,
                    items: [{ start, key: fc, sep }]
                };
                this.onKeyLine = true;
                this.stack[this.stack.length - 1] = map;
            }
            else {
                yield* this.lineEnd(fc);
            }
        }
    }
    flowScalar(type) {
        if (this.onNewLine) {
            let nl = this.source.indexOf('\n') + 1;
            while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf('\n', nl) + 1;
            }
        }
        return {
            type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
    }
    startBlockValue(parent) {
        switch (this.type) {
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return this.flowScalar(this.type);
            case 'block-scalar-header':
                return {
                    type: 'block-scalar',
                    offset: this.offset,
                    indent: this.indent,
                    props: [this.sourceToken],
                    source: ''
                };
            case 'flow-map-start':
            case 'flow-seq-start':
                return {
                    type: 'flow-collection',
                    offset: this.offset,
                    indent: this.indent,
                    start: this.sourceToken,
                    items: [],
                    end: []
                };
            case 'seq-item-ind':
                return {
                    type: 'block-seq',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [this.sourceToken] }]
                };
            case 'explicit-key-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                start.push(this.sourceToken);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, explicitKey: true }]
                };
            }
            case 'map-value-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                };
            }
        }
        return null;
    }
    atIndentedComment(start, indent) {
        if (this.type !== 'comment')
            return false;
        if (this.indent <= indent)
            return false;
        return start.every(st => st.type === 'newline' || st.type === 'space');
    }
    *documentEnd(docEnd) {
        if (this.type !== 'doc-mode') {
            if (docEnd.end)
                docEnd.end.push(this.sourceToken);
            else
                docEnd.end = [this.sourceToken];
            if (this.type === 'newline')
                yield* this.pop();
        }
    }
    *lineEnd(token) {
        switch (this.type) {
            case 'comma':
            case 'doc-start':
            case 'doc-end':
            case 'flow-seq-end':
            case 'flow-map-end':
            case 'map-value-ind':
                yield* this.pop();
                yield* this.step();
                break;
            case 'newline':
                this.onKeyLine = false;
            // fallthrough
            case 'space':
            case 'comment':
            default:
                // all other values are errors
                if (token.end)
                    token.end.push(this.sourceToken);
                else
                    token.end = [this.sourceToken];
                if (this.type === 'newline')
                    yield* this.pop();
        }
    }
}

exports.Parser = Parser;


/***/ }),

/***/ 4047:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var composer = __nccwpck_require__(9984);
var Document = __nccwpck_require__(3021);
var errors = __nccwpck_require__(1464);
var log = __nccwpck_require__(7249);
var identity = __nccwpck_require__(1127);
var lineCounter = __nccwpck_require__(6628);
var parser = __nccwpck_require__(3456);

function parseOptions(options) {
    const prettyErrors = options.prettyErrors !== false;
    const lineCounter$1 = options.lineCounter || (prettyErrors && new lineCounter.LineCounter()) || null;
    return { lineCounter: lineCounter$1, prettyErrors };
}
/**
 * Parse the input as a stream of YAML documents.
 *
 * Documents should be separated from each other by `...` or `---` marker lines.
 *
 * @returns If an empty `docs` array is returned, it will be of type
 *   EmptyStream and contain additional stream information. In
 *   TypeScript, you should use `'empty' in docs` as a type guard for it.
 */
function parseAllDocuments(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    const docs = Array.from(composer$1.compose(parser$1.parse(source)));
    if (prettyErrors && lineCounter)
        for (const doc of docs) {
            doc.errors.forEach(errors.prettifyError(source, lineCounter));
            doc.warnings.forEach(errors.prettifyError(source, lineCounter));
        }
    if (docs.length > 0)
        return docs;
    return Object.assign([], { empty: true }, composer$1.streamInfo());
}
/** Parse an input string into a single YAML.Document */
function parseDocument(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    // `doc` is always set by compose.end(true) at the very latest
    let doc = null;
    for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
            doc = _doc;
        else if (doc.options.logLevel !== 'silent') {
            doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), 'MULTIPLE_DOCS', 'Source contains multiple documents; please use YAML.parseAllDocuments()'));
            break;
        }
    }
    if (prettyErrors && lineCounter) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter));
    }
    return doc;
}
function parse(src, reviver, options) {
    let _reviver = undefined;
    if (typeof reviver === 'function') {
        _reviver = reviver;
    }
    else if (options === undefined && reviver && typeof reviver === 'object') {
        options = reviver;
    }
    const doc = parseDocument(src, options);
    if (!doc)
        return null;
    doc.warnings.forEach(warning => log.warn(doc.options.logLevel, warning));
    if (doc.errors.length > 0) {
        if (doc.options.logLevel !== 'silent')
            throw doc.errors[0];
        else
            doc.errors = [];
    }
    return doc.toJS(Object.assign({ reviver: _reviver }, options));
}
function stringify(value, replacer, options) {
    let _replacer = null;
    if (typeof replacer === 'function' || Array.isArray(replacer)) {
        _replacer = replacer;
    }
    else if (options === undefined && replacer) {
        options = replacer;
    }
    if (typeof options === 'string')
        options = options.length;
    if (typeof options === 'number') {
        const indent = Math.round(options);
        options = indent < 1 ? undefined : indent > 8 ? { indent: 8 } : { indent };
    }
    if (value === undefined) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
            return undefined;
    }
    if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
    return new Document.Document(value, _replacer, options).toString(options);
}

exports.parse = parse;
exports.parseAllDocuments = parseAllDocuments;
exports.parseDocument = parseDocument;
exports.stringify = stringify;


/***/ }),

/***/ 5840:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var map = __nccwpck_require__(7451);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var tags = __nccwpck_require__(18);

const sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
class Schema {
    constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat)
            ? tags.getTags(compat, 'compat')
            : compat
                ? tags.getTags(null, compat)
                : null;
        this.name = (typeof schema === 'string' && schema) || 'core';
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        // Used by createMap()
        this.sortMapEntries =
            typeof sortMapEntries === 'function'
                ? sortMapEntries
                : sortMapEntries === true
                    ? sortMapEntriesByKey
                    : null;
    }
    clone() {
        const copy = Object.create(Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
    }
}

exports.Schema = Schema;


/***/ }),

/***/ 7451:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var YAMLMap = __nccwpck_require__(4454);

const map = {
    collection: 'map',
    default: true,
    nodeClass: YAMLMap.YAMLMap,
    tag: 'tag:yaml.org,2002:map',
    resolve(map, onError) {
        if (!identity.isMap(map))
            onError('Expected a mapping for this tag');
        return map;
    },
    createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
};

exports.map = map;


/***/ }),

/***/ 3632:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

const nullTag = {
    identify: value => value == null,
    createNode: () => new Scalar.Scalar(null),
    default: true,
    tag: 'tag:yaml.org,2002:null',
    test: /^(?:~|[Nn]ull|NULL)?$/,
    resolve: () => new Scalar.Scalar(null),
    stringify: ({ source }, ctx) => typeof source === 'string' && nullTag.test.test(source)
        ? source
        : ctx.options.nullStr
};

exports.nullTag = nullTag;


/***/ }),

/***/ 1706:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var YAMLSeq = __nccwpck_require__(2223);

const seq = {
    collection: 'seq',
    default: true,
    nodeClass: YAMLSeq.YAMLSeq,
    tag: 'tag:yaml.org,2002:seq',
    resolve(seq, onError) {
        if (!identity.isSeq(seq))
            onError('Expected a sequence for this tag');
        return seq;
    },
    createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
};

exports.seq = seq;


/***/ }),

/***/ 6464:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyString = __nccwpck_require__(3069);

const string = {
    identify: value => typeof value === 'string',
    default: true,
    tag: 'tag:yaml.org,2002:str',
    resolve: str => str,
    stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
    }
};

exports.string = string;


/***/ }),

/***/ 3959:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

const boolTag = {
    identify: value => typeof value === 'boolean',
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
    resolve: str => new Scalar.Scalar(str[0] === 't' || str[0] === 'T'),
    stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
            const sv = source[0] === 't' || source[0] === 'T';
            if (value === sv)
                return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
};

exports.boolTag = boolTag;


/***/ }),

/***/ 8405:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var stringifyNumber = __nccwpck_require__(8689);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: str => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
    resolve: str => parseFloat(str),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf('.');
        if (dot !== -1 && str[str.length - 1] === '0')
            node.minFractionDigits = str.length - dot - 1;
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 9874:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
const intResolve = (str, offset, radix, { intAsBigInt }) => (intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix));
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
    return stringifyNumber.stringifyNumber(node);
}
const intOct = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^0o[0-7]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
    stringify: node => intStringify(node, 8, '0o')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^0x[0-9a-fA-F]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 896:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var bool = __nccwpck_require__(3959);
var float = __nccwpck_require__(8405);
var int = __nccwpck_require__(9874);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.boolTag,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float
];

exports.schema = schema;


/***/ }),

/***/ 3559:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var map = __nccwpck_require__(7451);
var seq = __nccwpck_require__(1706);

function intIdentify(value) {
    return typeof value === 'bigint' || Number.isInteger(value);
}
const stringifyJSON = ({ value }) => JSON.stringify(value);
const jsonScalars = [
    {
        identify: value => typeof value === 'string',
        default: true,
        tag: 'tag:yaml.org,2002:str',
        resolve: str => str,
        stringify: stringifyJSON
    },
    {
        identify: value => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: 'tag:yaml.org,2002:null',
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
    },
    {
        identify: value => typeof value === 'boolean',
        default: true,
        tag: 'tag:yaml.org,2002:bool',
        test: /^true$|^false$/,
        resolve: str => str === 'true',
        stringify: stringifyJSON
    },
    {
        identify: intIdentify,
        default: true,
        tag: 'tag:yaml.org,2002:int',
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
    },
    {
        identify: value => typeof value === 'number',
        default: true,
        tag: 'tag:yaml.org,2002:float',
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: str => parseFloat(str),
        stringify: stringifyJSON
    }
];
const jsonError = {
    default: true,
    tag: '',
    test: /^/,
    resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
    }
};
const schema = [map.map, seq.seq].concat(jsonScalars, jsonError);

exports.schema = schema;


/***/ }),

/***/ 18:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var bool = __nccwpck_require__(3959);
var float = __nccwpck_require__(8405);
var int = __nccwpck_require__(9874);
var schema = __nccwpck_require__(896);
var schema$1 = __nccwpck_require__(3559);
var binary = __nccwpck_require__(6083);
var merge = __nccwpck_require__(452);
var omap = __nccwpck_require__(303);
var pairs = __nccwpck_require__(8385);
var schema$2 = __nccwpck_require__(5913);
var set = __nccwpck_require__(1528);
var timestamp = __nccwpck_require__(6752);

const schemas = new Map([
    ['core', schema.schema],
    ['failsafe', [map.map, seq.seq, string.string]],
    ['json', schema$1.schema],
    ['yaml11', schema$2.schema],
    ['yaml-1.1', schema$2.schema]
]);
const tagsByName = {
    binary: binary.binary,
    bool: bool.boolTag,
    float: float.float,
    floatExp: float.floatExp,
    floatNaN: float.floatNaN,
    floatTime: timestamp.floatTime,
    int: int.int,
    intHex: int.intHex,
    intOct: int.intOct,
    intTime: timestamp.intTime,
    map: map.map,
    merge: merge.merge,
    null: _null.nullTag,
    omap: omap.omap,
    pairs: pairs.pairs,
    seq: seq.seq,
    set: set.set,
    timestamp: timestamp.timestamp
};
const coreKnownTags = {
    'tag:yaml.org,2002:binary': binary.binary,
    'tag:yaml.org,2002:merge': merge.merge,
    'tag:yaml.org,2002:omap': omap.omap,
    'tag:yaml.org,2002:pairs': pairs.pairs,
    'tag:yaml.org,2002:set': set.set,
    'tag:yaml.org,2002:timestamp': timestamp.timestamp
};
function getTags(customTags, schemaName, addMergeTag) {
    const schemaTags = schemas.get(schemaName);
    if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge)
            ? schemaTags.concat(merge.merge)
            : schemaTags.slice();
    }
    let tags = schemaTags;
    if (!tags) {
        if (Array.isArray(customTags))
            tags = [];
        else {
            const keys = Array.from(schemas.keys())
                .filter(key => key !== 'yaml11')
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
    }
    if (Array.isArray(customTags)) {
        for (const tag of customTags)
            tags = tags.concat(tag);
    }
    else if (typeof customTags === 'function') {
        tags = customTags(tags.slice());
    }
    if (addMergeTag)
        tags = tags.concat(merge.merge);
    return tags.reduce((tags, tag) => {
        const tagObj = typeof tag === 'string' ? tagsByName[tag] : tag;
        if (!tagObj) {
            const tagName = JSON.stringify(tag);
            const keys = Object.keys(tagsByName)
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags.includes(tagObj))
            tags.push(tagObj);
        return tags;
    }, []);
}

exports.coreKnownTags = coreKnownTags;
exports.getTags = getTags;


/***/ }),

/***/ 6083:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_buffer = __nccwpck_require__(181);
var Scalar = __nccwpck_require__(3301);
var stringifyString = __nccwpck_require__(3069);

const binary = {
    identify: value => value instanceof Uint8Array, // Buffer inherits from Uint8Array
    default: false,
    tag: 'tag:yaml.org,2002:binary',
    /**
     * Returns a Buffer in node and an Uint8Array in browsers
     *
     * To use the resulting buffer as an image, you'll want to do something like:
     *
     *   const blob = new Blob([buffer], { type: 'image/jpeg' })
     *   document.querySelector('#photo').src = URL.createObjectURL(blob)
     */
    resolve(src, onError) {
        if (typeof node_buffer.Buffer === 'function') {
            return node_buffer.Buffer.from(src, 'base64');
        }
        else if (typeof atob === 'function') {
            // On IE 11, atob() can't handle newlines
            const str = atob(src.replace(/[\n\r]/g, ''));
            const buffer = new Uint8Array(str.length);
            for (let i = 0; i < str.length; ++i)
                buffer[i] = str.charCodeAt(i);
            return buffer;
        }
        else {
            onError('This environment does not support reading binary tags; either Buffer or atob is required');
            return src;
        }
    },
    stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
            return '';
        const buf = value; // checked earlier by binary.identify()
        let str;
        if (typeof node_buffer.Buffer === 'function') {
            str =
                buf instanceof node_buffer.Buffer
                    ? buf.toString('base64')
                    : node_buffer.Buffer.from(buf.buffer).toString('base64');
        }
        else if (typeof btoa === 'function') {
            let s = '';
            for (let i = 0; i < buf.length; ++i)
                s += String.fromCharCode(buf[i]);
            str = btoa(s);
        }
        else {
            throw new Error('This environment does not support writing binary tags; either Buffer or btoa is required');
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
            const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
            const n = Math.ceil(str.length / lineWidth);
            const lines = new Array(n);
            for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
                lines[i] = str.substr(o, lineWidth);
            }
            str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? '\n' : ' ');
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
    }
};

exports.binary = binary;


/***/ }),

/***/ 8398:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

function boolStringify({ value, source }, ctx) {
    const boolObj = value ? trueTag : falseTag;
    if (source && boolObj.test.test(source))
        return source;
    return value ? ctx.options.trueStr : ctx.options.falseStr;
}
const trueTag = {
    identify: value => value === true,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
    resolve: () => new Scalar.Scalar(true),
    stringify: boolStringify
};
const falseTag = {
    identify: value => value === false,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
    resolve: () => new Scalar.Scalar(false),
    stringify: boolStringify
};

exports.falseTag = falseTag;
exports.trueTag = trueTag;


/***/ }),

/***/ 5782:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var stringifyNumber = __nccwpck_require__(8689);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: (str) => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
    resolve: (str) => parseFloat(str.replace(/_/g, '')),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, '')));
        const dot = str.indexOf('.');
        if (dot !== -1) {
            const f = str.substring(dot + 1).replace(/_/g, '');
            if (f[f.length - 1] === '0')
                node.minFractionDigits = f.length;
        }
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 873:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
function intResolve(str, offset, radix, { intAsBigInt }) {
    const sign = str[0];
    if (sign === '-' || sign === '+')
        offset += 1;
    str = str.substring(offset).replace(/_/g, '');
    if (intAsBigInt) {
        switch (radix) {
            case 2:
                str = `0b${str}`;
                break;
            case 8:
                str = `0o${str}`;
                break;
            case 16:
                str = `0x${str}`;
                break;
        }
        const n = BigInt(str);
        return sign === '-' ? BigInt(-1) * n : n;
    }
    const n = parseInt(str, radix);
    return sign === '-' ? -1 * n : n;
}
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? '-' + prefix + str.substr(1) : prefix + str;
    }
    return stringifyNumber.stringifyNumber(node);
}
const intBin = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'BIN',
    test: /^[-+]?0b[0-1_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
    stringify: node => intStringify(node, 2, '0b')
};
const intOct = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^[-+]?0[0-7_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
    stringify: node => intStringify(node, 8, '0')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9][0-9_]*$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^[-+]?0x[0-9a-fA-F_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intBin = intBin;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 452:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);

// If the value associated with a merge key is a single mapping node, each of
// its key/value pairs is inserted into the current mapping, unless the key
// already exists in it. If the value associated with the merge key is a
// sequence, then this sequence is expected to contain mapping nodes and each
// of these nodes is merged in turn according to its order in the sequence.
// Keys in mapping nodes earlier in the sequence override keys specified in
// later mapping nodes. -- http://yaml.org/type/merge.html
const MERGE_KEY = '<<';
const merge = {
    identify: value => value === MERGE_KEY ||
        (typeof value === 'symbol' && value.description === MERGE_KEY),
    default: 'key',
    tag: 'tag:yaml.org,2002:merge',
    test: /^<<$/,
    resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
    }),
    stringify: () => MERGE_KEY
};
const isMergeKey = (ctx, key) => (merge.identify(key) ||
    (identity.isScalar(key) &&
        (!key.type || key.type === Scalar.Scalar.PLAIN) &&
        merge.identify(key.value))) &&
    ctx?.doc.schema.tags.some(tag => tag.tag === merge.tag && tag.default);
function addMergeToJSMap(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (identity.isSeq(source))
        for (const it of source.items)
            mergeValue(ctx, map, it);
    else if (Array.isArray(source))
        for (const it of source)
            mergeValue(ctx, map, it);
    else
        mergeValue(ctx, map, source);
}
function mergeValue(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (!identity.isMap(source))
        throw new Error('Merge sources must be maps or map aliases');
    const srcMap = source.toJSON(null, ctx, Map);
    for (const [key, value] of srcMap) {
        if (map instanceof Map) {
            if (!map.has(key))
                map.set(key, value);
        }
        else if (map instanceof Set) {
            map.add(key);
        }
        else if (!Object.prototype.hasOwnProperty.call(map, key)) {
            Object.defineProperty(map, key, {
                value,
                writable: true,
                enumerable: true,
                configurable: true
            });
        }
    }
    return map;
}
function resolveAliasValue(ctx, value) {
    return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
}

exports.addMergeToJSMap = addMergeToJSMap;
exports.isMergeKey = isMergeKey;
exports.merge = merge;


/***/ }),

/***/ 303:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var pairs = __nccwpck_require__(8385);

class YAMLOMap extends YAMLSeq.YAMLSeq {
    constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = YAMLOMap.tag;
    }
    /**
     * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
     * but TypeScript won't allow widening the signature of a child method.
     */
    toJSON(_, ctx) {
        if (!ctx)
            return super.toJSON(_);
        const map = new Map();
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const pair of this.items) {
            let key, value;
            if (identity.isPair(pair)) {
                key = toJS.toJS(pair.key, '', ctx);
                value = toJS.toJS(pair.value, key, ctx);
            }
            else {
                key = toJS.toJS(pair, '', ctx);
            }
            if (map.has(key))
                throw new Error('Ordered maps must not include duplicate keys');
            map.set(key, value);
        }
        return map;
    }
    static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap = new this();
        omap.items = pairs$1.items;
        return omap;
    }
}
YAMLOMap.tag = 'tag:yaml.org,2002:omap';
const omap = {
    collection: 'seq',
    identify: value => value instanceof Map,
    nodeClass: YAMLOMap,
    default: false,
    tag: 'tag:yaml.org,2002:omap',
    resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
            if (identity.isScalar(key)) {
                if (seenKeys.includes(key.value)) {
                    onError(`Ordered maps must not include duplicate keys: ${key.value}`);
                }
                else {
                    seenKeys.push(key.value);
                }
            }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
    },
    createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
};

exports.YAMLOMap = YAMLOMap;
exports.omap = omap;


/***/ }),

/***/ 8385:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);
var YAMLSeq = __nccwpck_require__(2223);

function resolvePairs(seq, onError) {
    if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
            let item = seq.items[i];
            if (identity.isPair(item))
                continue;
            else if (identity.isMap(item)) {
                if (item.items.length > 1)
                    onError('Each pair must have its own sequence indicator');
                const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
                if (item.commentBefore)
                    pair.key.commentBefore = pair.key.commentBefore
                        ? `${item.commentBefore}\n${pair.key.commentBefore}`
                        : item.commentBefore;
                if (item.comment) {
                    const cn = pair.value ?? pair.key;
                    cn.comment = cn.comment
                        ? `${item.comment}\n${cn.comment}`
                        : item.comment;
                }
                item = pair;
            }
            seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
    }
    else
        onError('Expected a sequence for this tag');
    return seq;
}
function createPairs(schema, iterable, ctx) {
    const { replacer } = ctx;
    const pairs = new YAMLSeq.YAMLSeq(schema);
    pairs.tag = 'tag:yaml.org,2002:pairs';
    let i = 0;
    if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
            if (typeof replacer === 'function')
                it = replacer.call(iterable, String(i++), it);
            let key, value;
            if (Array.isArray(it)) {
                if (it.length === 2) {
                    key = it[0];
                    value = it[1];
                }
                else
                    throw new TypeError(`Expected [key, value] tuple: ${it}`);
            }
            else if (it && it instanceof Object) {
                const keys = Object.keys(it);
                if (keys.length === 1) {
                    key = keys[0];
                    value = it[key];
                }
                else {
                    throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
                }
            }
            else {
                key = it;
            }
            pairs.items.push(Pair.createPair(key, value, ctx));
        }
    return pairs;
}
const pairs = {
    collection: 'seq',
    default: false,
    tag: 'tag:yaml.org,2002:pairs',
    resolve: resolvePairs,
    createNode: createPairs
};

exports.createPairs = createPairs;
exports.pairs = pairs;
exports.resolvePairs = resolvePairs;


/***/ }),

/***/ 5913:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var binary = __nccwpck_require__(6083);
var bool = __nccwpck_require__(8398);
var float = __nccwpck_require__(5782);
var int = __nccwpck_require__(873);
var merge = __nccwpck_require__(452);
var omap = __nccwpck_require__(303);
var pairs = __nccwpck_require__(8385);
var set = __nccwpck_require__(1528);
var timestamp = __nccwpck_require__(6752);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.trueTag,
    bool.falseTag,
    int.intBin,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float,
    binary.binary,
    merge.merge,
    omap.omap,
    pairs.pairs,
    set.set,
    timestamp.intTime,
    timestamp.floatTime,
    timestamp.timestamp
];

exports.schema = schema;


/***/ }),

/***/ 1528:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);

class YAMLSet extends YAMLMap.YAMLMap {
    constructor(schema) {
        super(schema);
        this.tag = YAMLSet.tag;
    }
    add(key) {
        let pair;
        if (identity.isPair(key))
            pair = key;
        else if (key &&
            typeof key === 'object' &&
            'key' in key &&
            'value' in key &&
            key.value === null)
            pair = new Pair.Pair(key.key, null);
        else
            pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
            this.items.push(pair);
    }
    /**
     * If `keepPair` is `true`, returns the Pair matching `key`.
     * Otherwise, returns the value of that Pair's key.
     */
    get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair)
            ? identity.isScalar(pair.key)
                ? pair.key.value
                : pair.key
            : pair;
    }
    set(key, value) {
        if (typeof value !== 'boolean')
            throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
            this.items.splice(this.items.indexOf(prev), 1);
        }
        else if (!prev && value) {
            this.items.push(new Pair.Pair(key));
        }
    }
    toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        if (this.hasAllNullValues(true))
            return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
            throw new Error('Set items must all have null values');
    }
    static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
            for (let value of iterable) {
                if (typeof replacer === 'function')
                    value = replacer.call(iterable, value, value);
                set.items.push(Pair.createPair(value, null, ctx));
            }
        return set;
    }
}
YAMLSet.tag = 'tag:yaml.org,2002:set';
const set = {
    collection: 'map',
    identify: value => value instanceof Set,
    nodeClass: YAMLSet,
    default: false,
    tag: 'tag:yaml.org,2002:set',
    createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
    resolve(map, onError) {
        if (identity.isMap(map)) {
            if (map.hasAllNullValues(true))
                return Object.assign(new YAMLSet(), map);
            else
                onError('Set items must all have null values');
        }
        else
            onError('Expected a mapping for this tag');
        return map;
    }
};

exports.YAMLSet = YAMLSet;
exports.set = set;


/***/ }),

/***/ 6752:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

/** Internal types handle bigint as number, because TS can't figure it out. */
function parseSexagesimal(str, asBigInt) {
    const sign = str[0];
    const parts = sign === '-' || sign === '+' ? str.substring(1) : str;
    const num = (n) => asBigInt ? BigInt(n) : Number(n);
    const res = parts
        .replace(/_/g, '')
        .split(':')
        .reduce((res, p) => res * num(60) + num(p), num(0));
    return (sign === '-' ? num(-1) * res : res);
}
/**
 * hhhh:mm:ss.sss
 *
 * Internal types handle bigint as number, because TS can't figure it out.
 */
function stringifySexagesimal(node) {
    let { value } = node;
    let num = (n) => n;
    if (typeof value === 'bigint')
        num = n => BigInt(n);
    else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
    let sign = '';
    if (value < 0) {
        sign = '-';
        value *= num(-1);
    }
    const _60 = num(60);
    const parts = [value % _60]; // seconds, including ms
    if (value < 60) {
        parts.unshift(0); // at least one : is required
    }
    else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60); // minutes
        if (value >= 60) {
            value = (value - parts[0]) / _60;
            parts.unshift(value); // hours
        }
    }
    return (sign +
        parts
            .map(n => String(n).padStart(2, '0'))
            .join(':')
            .replace(/000000\d*$/, '') // % 60 may introduce error
    );
}
const intTime = {
    identify: value => typeof value === 'bigint' || Number.isInteger(value),
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
    resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
    stringify: stringifySexagesimal
};
const floatTime = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
    resolve: str => parseSexagesimal(str, false),
    stringify: stringifySexagesimal
};
const timestamp = {
    identify: value => value instanceof Date,
    default: true,
    tag: 'tag:yaml.org,2002:timestamp',
    // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
    // may be omitted altogether, resulting in a date format. In such a case, the time part is
    // assumed to be 00:00:00Z (start of day, UTC).
    test: RegExp('^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})' + // YYYY-Mm-Dd
        '(?:' + // time is optional
        '(?:t|T|[ \\t]+)' + // t | T | whitespace
        '([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)' + // Hh:Mm:Ss(.ss)?
        '(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?' + // Z | +5 | -03:30
        ')?$'),
    resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
            throw new Error('!!timestamp expects a date, starting with yyyy-mm-dd');
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + '00').substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== 'Z') {
            let d = parseSexagesimal(tz, false);
            if (Math.abs(d) < 30)
                d *= 60;
            date -= 60000 * d;
        }
        return new Date(date);
    },
    stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, '') ?? ''
};

exports.floatTime = floatTime;
exports.intTime = intTime;
exports.timestamp = timestamp;


/***/ }),

/***/ 4475:
/***/ ((__unused_webpack_module, exports) => {



const FOLD_FLOW = 'flow';
const FOLD_BLOCK = 'block';
const FOLD_QUOTED = 'quoted';
/**
 * Tries to keep input at up to `lineWidth` characters, splitting only on spaces
 * not followed by newlines or spaces unless `mode` is `'quoted'`. Lines are
 * terminated with `\n` and started with `indent`.
 */
function foldFlowLines(text, indent, mode = 'flow', { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
    if (!lineWidth || lineWidth < 0)
        return text;
    if (lineWidth < minContentWidth)
        minContentWidth = 0;
    const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
    if (text.length <= endStep)
        return text;
    const folds = [];
    const escapedFolds = {};
    let end = lineWidth - indent.length;
    if (typeof indentAtStart === 'number') {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
            folds.push(0);
        else
            end = lineWidth - indentAtStart;
    }
    let split = undefined;
    let prev = undefined;
    let overflow = false;
    let i = -1;
    let escStart = -1;
    let escEnd = -1;
    if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
            end = i + endStep;
    }
    for (let ch; (ch = text[(i += 1)]);) {
        if (mode === FOLD_QUOTED && ch === '\\') {
            escStart = i;
            switch (text[i + 1]) {
                case 'x':
                    i += 3;
                    break;
                case 'u':
                    i += 5;
                    break;
                case 'U':
                    i += 9;
                    break;
                default:
                    i += 1;
            }
            escEnd = i;
        }
        if (ch === '\n') {
            if (mode === FOLD_BLOCK)
                i = consumeMoreIndentedLines(text, i, indent.length);
            end = i + indent.length + endStep;
            split = undefined;
        }
        else {
            if (ch === ' ' &&
                prev &&
                prev !== ' ' &&
                prev !== '\n' &&
                prev !== '\t') {
                // space surrounded by non-space can be replaced with newline + indent
                const next = text[i + 1];
                if (next && next !== ' ' && next !== '\n' && next !== '\t')
                    split = i;
            }
            if (i >= end) {
                if (split) {
                    folds.push(split);
                    end = split + endStep;
                    split = undefined;
                }
                else if (mode === FOLD_QUOTED) {
                    // white-space collected at end may stretch past lineWidth
                    while (prev === ' ' || prev === '\t') {
                        prev = ch;
                        ch = text[(i += 1)];
                        overflow = true;
                    }
                    // Account for newline escape, but don't break preceding escape
                    const j = i > escEnd + 1 ? i - 2 : escStart - 1;
                    // Bail out if lineWidth & minContentWidth are shorter than an escape string
                    if (escapedFolds[j])
                        return text;
                    folds.push(j);
                    escapedFolds[j] = true;
                    end = j + endStep;
                    split = undefined;
                }
                else {
                    overflow = true;
                }
            }
        }
        prev = ch;
    }
    if (overflow && onOverflow)
        onOverflow();
    if (folds.length === 0)
        return text;
    if (onFold)
        onFold();
    let res = text.slice(0, folds[0]);
    for (let i = 0; i < folds.length; ++i) {
        const fold = folds[i];
        const end = folds[i + 1] || text.length;
        if (fold === 0)
            res = `\n${indent}${text.slice(0, end)}`;
        else {
            if (mode === FOLD_QUOTED && escapedFolds[fold])
                res += `${text[fold]}\\`;
            res += `\n${indent}${text.slice(fold + 1, end)}`;
        }
    }
    return res;
}
/**
 * Presumes `i + 1` is at the start of a line
 * @returns index of last newline in more-indented block
 */
function consumeMoreIndentedLines(text, i, indent) {
    let end = i;
    let start = i + 1;
    let ch = text[start];
    while (ch === ' ' || ch === '\t') {
        if (i < start + indent) {
            ch = text[++i];
        }
        else {
            do {
                ch = text[++i];
            } while (ch && ch !== '\n');
            end = i;
            start = i + 1;
            ch = text[start];
        }
    }
    return end;
}

exports.FOLD_BLOCK = FOLD_BLOCK;
exports.FOLD_FLOW = FOLD_FLOW;
exports.FOLD_QUOTED = FOLD_QUOTED;
exports.foldFlowLines = foldFlowLines;


/***/ }),

/***/ 2148:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var anchors = __nccwpck_require__(1596);
var identity = __nccwpck_require__(1127);
var stringifyComment = __nccwpck_require__(9799);
var stringifyString = __nccwpck_require__(3069);

function createStringifyContext(doc, options) {
    const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: 'PLAIN',
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: 'false',
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: 'null',
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: 'true',
        verifyAliasOrder: true
    }, doc.schema.toStringOptions, options);
    let inFlow;
    switch (opt.collectionStyle) {
        case 'block':
            inFlow = false;
            break;
        case 'flow':
            inFlow = true;
            break;
        default:
            inFlow = null;
    }
    return {
        anchors: new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? ' ' : '',
        indent: '',
        indentStep: typeof opt.indent === 'number' ? ' '.repeat(opt.indent) : '  ',
        inFlow,
        options: opt
    };
}
function getTagObject(tags, item) {
    if (item.tag) {
        const match = tags.filter(t => t.tag === item.tag);
        if (match.length > 0)
            return match.find(t => t.format === item.format) ?? match[0];
    }
    let tagObj = undefined;
    let obj;
    if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter(t => t.identify?.(obj));
        if (match.length > 1) {
            const testMatch = match.filter(t => t.test);
            if (testMatch.length > 0)
                match = testMatch;
        }
        tagObj =
            match.find(t => t.format === item.format) ?? match.find(t => !t.format);
    }
    else {
        obj = item;
        tagObj = tags.find(t => t.nodeClass && obj instanceof t.nodeClass);
    }
    if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? 'null' : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
    }
    return tagObj;
}
// needs to be called before value stringifier to allow for circular anchor refs
function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
    if (!doc.directives)
        return '';
    const props = [];
    const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
    if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
    }
    const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
    if (tag)
        props.push(doc.directives.tagString(tag));
    return props.join(' ');
}
function stringify(item, ctx, onComment, onChompKeep) {
    if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
    if (identity.isAlias(item)) {
        if (ctx.doc.directives)
            return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
            throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        }
        else {
            if (ctx.resolvedAliases)
                ctx.resolvedAliases.add(item);
            else
                ctx.resolvedAliases = new Set([item]);
            item = item.resolve(ctx.doc);
        }
    }
    let tagObj = undefined;
    const node = identity.isNode(item)
        ? item
        : ctx.doc.createNode(item, { onTagObj: o => (tagObj = o) });
    tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
    const props = stringifyProps(node, tagObj, ctx);
    if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
    const str = typeof tagObj.stringify === 'function'
        ? tagObj.stringify(node, ctx, onComment, onChompKeep)
        : identity.isScalar(node)
            ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep)
            : node.toString(ctx, onComment, onChompKeep);
    if (!props)
        return str;
    return identity.isScalar(node) || str[0] === '{' || str[0] === '['
        ? `${props} ${str}`
        : `${props}\n${ctx.indent}${str}`;
}

exports.createStringifyContext = createStringifyContext;
exports.stringify = stringify;


/***/ }),

/***/ 1212:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyCollection(collection, ctx, options) {
    const flow = ctx.inFlow ?? collection.flow;
    const stringify = flow ? stringifyFlowCollection : stringifyBlockCollection;
    return stringify(collection, ctx, options);
}
function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
    const { indent, options: { commentString } } = ctx;
    const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
    let chompKeep = false; // flag for the preceding node's status
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (!chompKeep && item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (!chompKeep && ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
            }
        }
        chompKeep = false;
        let str = stringify.stringify(item, itemCtx, () => (comment = null), () => (chompKeep = true));
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        if (chompKeep && comment)
            chompKeep = false;
        lines.push(blockItemPrefix + str);
    }
    let str;
    if (lines.length === 0) {
        str = flowChars.start + flowChars.end;
    }
    else {
        str = lines[0];
        for (let i = 1; i < lines.length; ++i) {
            const line = lines[i];
            str += line ? `\n${indent}${line}` : '\n';
        }
    }
    if (comment) {
        str += '\n' + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
            onComment();
    }
    else if (chompKeep && onChompKeep)
        onChompKeep();
    return str;
}
function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
    const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
    itemIndent += indentStep;
    const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
    });
    let reqNewline = false;
    let linesAtValue = 0;
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, false);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, false);
                if (ik.comment)
                    reqNewline = true;
            }
            const iv = identity.isNode(item.value) ? item.value : null;
            if (iv) {
                if (iv.comment)
                    comment = iv.comment;
                if (iv.commentBefore)
                    reqNewline = true;
            }
            else if (item.value == null && ik?.comment) {
                comment = ik.comment;
            }
        }
        if (comment)
            reqNewline = true;
        let str = stringify.stringify(item, itemCtx, () => (comment = null));
        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes('\n'));
        if (i < items.length - 1) {
            str += ',';
        }
        else if (ctx.options.trailingComma) {
            if (ctx.options.lineWidth > 0) {
                reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) +
                    (str.length + 2) >
                    ctx.options.lineWidth);
            }
            if (reqNewline) {
                str += ',';
            }
        }
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines.push(str);
        linesAtValue = lines.length;
    }
    const { start, end } = flowChars;
    if (lines.length === 0) {
        return start + end;
    }
    else {
        if (!reqNewline) {
            const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
            reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
            let str = start;
            for (const line of lines)
                str += line ? `\n${indentStep}${indent}${line}` : '\n';
            return `${str}\n${indent}${end}`;
        }
        else {
            return `${start}${fcPadding}${lines.join(' ')}${fcPadding}${end}`;
        }
    }
}
function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
    if (comment && chompKeep)
        comment = comment.replace(/^\n+/, '');
    if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart()); // Avoid double indent on first line
    }
}

exports.stringifyCollection = stringifyCollection;


/***/ }),

/***/ 9799:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringifies a comment.
 *
 * Empty comment lines are left empty,
 * lines consisting of a single space are replaced by `#`,
 * and all other lines are prefixed with a `#`.
 */
const stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, '#');
function indentComment(comment, indent) {
    if (/^\n+$/.test(comment))
        return comment.substring(1);
    return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
}
const lineComment = (str, indent, comment) => str.endsWith('\n')
    ? indentComment(comment, indent)
    : comment.includes('\n')
        ? '\n' + indentComment(comment, indent)
        : (str.endsWith(' ') ? '' : ' ') + comment;

exports.indentComment = indentComment;
exports.lineComment = lineComment;
exports.stringifyComment = stringifyComment;


/***/ }),

/***/ 6829:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyDocument(doc, options) {
    const lines = [];
    let hasDirectives = options.directives === true;
    if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
            lines.push(dir);
            hasDirectives = true;
        }
        else if (doc.directives.docStart)
            hasDirectives = true;
    }
    if (hasDirectives)
        lines.push('---');
    const ctx = stringify.createStringifyContext(doc, options);
    const { commentString } = ctx.options;
    if (doc.commentBefore) {
        if (lines.length !== 1)
            lines.unshift('');
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ''));
    }
    let chompKeep = false;
    let contentComment = null;
    if (doc.contents) {
        if (identity.isNode(doc.contents)) {
            if (doc.contents.spaceBefore && hasDirectives)
                lines.push('');
            if (doc.contents.commentBefore) {
                const cs = commentString(doc.contents.commentBefore);
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            // top-level block scalars need to be indented if followed by a comment
            ctx.forceBlockIndent = !!doc.comment;
            contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? undefined : () => (chompKeep = true);
        let body = stringify.stringify(doc.contents, ctx, () => (contentComment = null), onChompKeep);
        if (contentComment)
            body += stringifyComment.lineComment(body, '', commentString(contentComment));
        if ((body[0] === '|' || body[0] === '>') &&
            lines[lines.length - 1] === '---') {
            // Top-level block scalars with a preceding doc marker ought to use the
            // same line for their header.
            lines[lines.length - 1] = `--- ${body}`;
        }
        else
            lines.push(body);
    }
    else {
        lines.push(stringify.stringify(doc.contents, ctx));
    }
    if (doc.directives?.docEnd) {
        if (doc.comment) {
            const cs = commentString(doc.comment);
            if (cs.includes('\n')) {
                lines.push('...');
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            else {
                lines.push(`... ${cs}`);
            }
        }
        else {
            lines.push('...');
        }
    }
    else {
        let dc = doc.comment;
        if (dc && chompKeep)
            dc = dc.replace(/^\n+/, '');
        if (dc) {
            if ((!chompKeep || contentComment) && lines[lines.length - 1] !== '')
                lines.push('');
            lines.push(stringifyComment.indentComment(commentString(dc), ''));
        }
    }
    return lines.join('\n') + '\n';
}

exports.stringifyDocument = stringifyDocument;


/***/ }),

/***/ 8689:
/***/ ((__unused_webpack_module, exports) => {



function stringifyNumber({ format, minFractionDigits, tag, value }) {
    if (typeof value === 'bigint')
        return String(value);
    const num = typeof value === 'number' ? value : Number(value);
    if (!isFinite(num))
        return isNaN(num) ? '.nan' : num < 0 ? '-.inf' : '.inf';
    let n = Object.is(value, -0) ? '-0' : JSON.stringify(value);
    if (!format &&
        minFractionDigits &&
        (!tag || tag === 'tag:yaml.org,2002:float') &&
        /^-?\d/.test(n) &&
        !n.includes('e')) {
        let i = n.indexOf('.');
        if (i < 0) {
            i = n.length;
            n += '.';
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
            n += '0';
    }
    return n;
}

exports.stringifyNumber = stringifyNumber;


/***/ }),

/***/ 9748:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
    const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
    let keyComment = (identity.isNode(key) && key.comment) || null;
    if (simpleKeys) {
        if (keyComment) {
            throw new Error('With simple keys, key nodes cannot have comments');
        }
        if (identity.isCollection(key) || (!identity.isNode(key) && typeof key === 'object')) {
            const msg = 'With simple keys, collection cannot be used as a key value';
            throw new Error(msg);
        }
    }
    let explicitKey = !simpleKeys &&
        (!key ||
            (keyComment && value == null && !ctx.inFlow) ||
            identity.isCollection(key) ||
            (identity.isScalar(key)
                ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL
                : typeof key === 'object'));
    ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
    });
    let keyCommentDone = false;
    let chompKeep = false;
    let str = stringify.stringify(key, ctx, () => (keyCommentDone = true), () => (chompKeep = true));
    if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
            throw new Error('With simple keys, single line scalar must not span more than 1024 characters');
        explicitKey = true;
    }
    if (ctx.inFlow) {
        if (allNullValues || value == null) {
            if (keyCommentDone && onComment)
                onComment();
            return str === '' ? '?' : explicitKey ? `? ${str}` : str;
        }
    }
    else if ((allNullValues && !simpleKeys) || (value == null && explicitKey)) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        }
        else if (chompKeep && onChompKeep)
            onChompKeep();
        return str;
    }
    if (keyCommentDone)
        keyComment = null;
    if (explicitKey) {
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}\n${indent}:`;
    }
    else {
        str = `${str}:`;
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
    }
    let vsb, vcb, valueComment;
    if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
    }
    else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === 'object')
            value = doc.createNode(value);
    }
    ctx.implicitKey = false;
    if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str.length + 1;
    chompKeep = false;
    if (!indentSeq &&
        indentStep.length >= 2 &&
        !ctx.inFlow &&
        !explicitKey &&
        identity.isSeq(value) &&
        !value.flow &&
        !value.tag &&
        !value.anchor) {
        // If indentSeq === false, consider '- ' as part of indentation where possible
        ctx.indent = ctx.indent.substring(2);
    }
    let valueCommentDone = false;
    const valueStr = stringify.stringify(value, ctx, () => (valueCommentDone = true), () => (chompKeep = true));
    let ws = ' ';
    if (keyComment || vsb || vcb) {
        ws = vsb ? '\n' : '';
        if (vcb) {
            const cs = commentString(vcb);
            ws += `\n${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === '' && !ctx.inFlow) {
            if (ws === '\n' && valueComment)
                ws = '\n\n';
        }
        else {
            ws += `\n${ctx.indent}`;
        }
    }
    else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf('\n');
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
            let hasPropsLine = false;
            if (hasNewline && (vs0 === '&' || vs0 === '!')) {
                let sp0 = valueStr.indexOf(' ');
                if (vs0 === '&' &&
                    sp0 !== -1 &&
                    sp0 < nl0 &&
                    valueStr[sp0 + 1] === '!') {
                    sp0 = valueStr.indexOf(' ', sp0 + 1);
                }
                if (sp0 === -1 || nl0 < sp0)
                    hasPropsLine = true;
            }
            if (!hasPropsLine)
                ws = `\n${ctx.indent}`;
        }
    }
    else if (valueStr === '' || valueStr[0] === '\n') {
        ws = '';
    }
    str += ws + valueStr;
    if (ctx.inFlow) {
        if (valueCommentDone && onComment)
            onComment();
    }
    else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
    }
    else if (chompKeep && onChompKeep) {
        onChompKeep();
    }
    return str;
}

exports.stringifyPair = stringifyPair;


/***/ }),

/***/ 3069:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var foldFlowLines = __nccwpck_require__(4475);

const getFoldOptions = (ctx, isBlock) => ({
    indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
    lineWidth: ctx.options.lineWidth,
    minContentWidth: ctx.options.minContentWidth
});
// Also checks for lines starting with %, as parsing the output as YAML 1.1 will
// presume that's starting a new document.
const containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
function lineLengthOverLimit(str, lineWidth, indentLength) {
    if (!lineWidth || lineWidth < 0)
        return false;
    const limit = lineWidth - indentLength;
    const strLen = str.length;
    if (strLen <= limit)
        return false;
    for (let i = 0, start = 0; i < strLen; ++i) {
        if (str[i] === '\n') {
            if (i - start > limit)
                return true;
            start = i + 1;
            if (strLen - start <= limit)
                return false;
        }
    }
    return true;
}
function doubleQuotedString(value, ctx) {
    const json = JSON.stringify(value);
    if (ctx.options.doubleQuotedAsJSON)
        return json;
    const { implicitKey } = ctx;
    const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    let str = '';
    let start = 0;
    for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === ' ' && json[i + 1] === '\\' && json[i + 2] === 'n') {
            // space before newline needs to be escaped to not be folded
            str += json.slice(start, i) + '\\ ';
            i += 1;
            start = i;
            ch = '\\';
        }
        if (ch === '\\')
            switch (json[i + 1]) {
                case 'u':
                    {
                        str += json.slice(start, i);
                        const code = json.substr(i + 2, 4);
                        switch (code) {
                            case '0000':
                                str += '\\0';
                                break;
                            case '0007':
                                str += '\\a';
                                break;
                            case '000b':
                                str += '\\v';
                                break;
                            case '001b':
                                str += '\\e';
                                break;
                            case '0085':
                                str += '\\N';
                                break;
                            case '00a0':
                                str += '\\_';
                                break;
                            case '2028':
                                str += '\\L';
                                break;
                            case '2029':
                                str += '\\P';
                                break;
                            default:
                                if (code.substr(0, 2) === '00')
                                    str += '\\x' + code.substr(2);
                                else
                                    str += json.substr(i, 6);
                        }
                        i += 5;
                        start = i + 1;
                    }
                    break;
                case 'n':
                    if (implicitKey ||
                        json[i + 2] === '"' ||
                        json.length < minMultiLineLength) {
                        i += 1;
                    }
                    else {
                        // folding will eat first newline
                        str += json.slice(start, i) + '\n\n';
                        while (json[i + 2] === '\\' &&
                            json[i + 3] === 'n' &&
                            json[i + 4] !== '"') {
                            str += '\n';
                            i += 2;
                        }
                        str += indent;
                        // space after newline needs to be escaped to not be folded
                        if (json[i + 2] === ' ')
                            str += '\\';
                        i += 1;
                        start = i + 1;
                    }
                    break;
                default:
                    i += 1;
            }
    }
    str = start ? str + json.slice(start) : json;
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
}
function singleQuotedString(value, ctx) {
    if (ctx.options.singleQuote === false ||
        (ctx.implicitKey && value.includes('\n')) ||
        /[ \t]\n|\n[ \t]/.test(value) // single quoted string can't have leading or trailing whitespace around newline
    )
        return doubleQuotedString(value, ctx);
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&\n${indent}`) + "'";
    return ctx.implicitKey
        ? res
        : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function quotedString(value, ctx) {
    const { singleQuote } = ctx.options;
    let qs;
    if (singleQuote === false)
        qs = doubleQuotedString;
    else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
            qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
            qs = doubleQuotedString;
        else
            qs = singleQuote ? singleQuotedString : doubleQuotedString;
    }
    return qs(value, ctx);
}
// The negative lookbehind avoids a polynomial search,
// but isn't supported yet on Safari: https://caniuse.com/js-regexp-lookbehind
let blockEndNewlines;
try {
    blockEndNewlines = new RegExp('(^|(?<!\n))\n+(?!\n|$)', 'g');
}
catch {
    blockEndNewlines = /\n+(?!\n|$)/g;
}
function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
    const { blockQuote, commentString, lineWidth } = ctx.options;
    // 1. Block can't end in whitespace unless the last line is non-empty.
    // 2. Strings consisting of only whitespace are best rendered explicitly.
    if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
    }
    const indent = ctx.indent ||
        (ctx.forceBlockIndent || containsDocumentMarker(value) ? '  ' : '');
    const literal = blockQuote === 'literal'
        ? true
        : blockQuote === 'folded' || type === Scalar.Scalar.BLOCK_FOLDED
            ? false
            : type === Scalar.Scalar.BLOCK_LITERAL
                ? true
                : !lineLengthOverLimit(value, lineWidth, indent.length);
    if (!value)
        return literal ? '|\n' : '>\n';
    // determine chomping from whitespace at value end
    let chomp;
    let endStart;
    for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== '\n' && ch !== '\t' && ch !== ' ')
            break;
    }
    let end = value.substring(endStart);
    const endNlPos = end.indexOf('\n');
    if (endNlPos === -1) {
        chomp = '-'; // strip
    }
    else if (value === end || endNlPos !== end.length - 1) {
        chomp = '+'; // keep
        if (onChompKeep)
            onChompKeep();
    }
    else {
        chomp = ''; // clip
    }
    if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === '\n')
            end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
    }
    // determine indent indicator from whitespace at value start
    let startWithSpace = false;
    let startEnd;
    let startNlPos = -1;
    for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === ' ')
            startWithSpace = true;
        else if (ch === '\n')
            startNlPos = startEnd;
        else
            break;
    }
    let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
    if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
    }
    const indentSize = indent ? '2' : '1'; // root is at -1
    // Leading | or > is added later
    let header = (startWithSpace ? indentSize : '') + chomp;
    if (comment) {
        header += ' ' + commentString(comment.replace(/ ?[\r\n]+/g, ' '));
        if (onComment)
            onComment();
    }
    if (!literal) {
        const foldedValue = value
            .replace(/\n+/g, '\n$&')
            .replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, '$1$2') // more-indented lines aren't folded
            //                ^ more-ind. ^ empty     ^ capture next empty lines only at end of indent
            .replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== 'folded' && type !== Scalar.Scalar.BLOCK_FOLDED) {
            foldOptions.onOverflow = () => {
                literalFallback = true;
            };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
            return `>${header}\n${indent}${body}`;
    }
    value = value.replace(/\n+/g, `$&${indent}`);
    return `|${header}\n${indent}${start}${value}${end}`;
}
function plainString(item, ctx, onComment, onChompKeep) {
    const { type, value } = item;
    const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
    if ((implicitKey && value.includes('\n')) ||
        (inFlow && /[[\]{},]/.test(value))) {
        return quotedString(value, ctx);
    }
    if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        // not allowed:
        // - '-' or '?'
        // - start with an indicator character (except [?:-]) or /[?-] /
        // - '\n ', ': ' or ' \n' anywhere
        // - '#' not preceded by a non-space char
        // - end with ' ' or ':'
        return implicitKey || inFlow || !value.includes('\n')
            ? quotedString(value, ctx)
            : blockString(item, ctx, onComment, onChompKeep);
    }
    if (!implicitKey &&
        !inFlow &&
        type !== Scalar.Scalar.PLAIN &&
        value.includes('\n')) {
        // Where allowed & type not set explicitly, prefer block style for multiline strings
        return blockString(item, ctx, onComment, onChompKeep);
    }
    if (containsDocumentMarker(value)) {
        if (indent === '') {
            ctx.forceBlockIndent = true;
            return blockString(item, ctx, onComment, onChompKeep);
        }
        else if (implicitKey && indent === indentStep) {
            return quotedString(value, ctx);
        }
    }
    const str = value.replace(/\n+/g, `$&\n${indent}`);
    // Verify that output will be parsed as a string, as e.g. plain numbers and
    // booleans get parsed with those types in v1.2 (e.g. '42', 'true' & '0.9e-3'),
    // and others in v1.1.
    if (actualString) {
        const test = (tag) => tag.default && tag.tag !== 'tag:yaml.org,2002:str' && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
            return quotedString(value, ctx);
    }
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function stringifyString(item, ctx, onComment, onChompKeep) {
    const { implicitKey, inFlow } = ctx;
    const ss = typeof item.value === 'string'
        ? item
        : Object.assign({}, item, { value: String(item.value) });
    let { type } = item;
    if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        // force double quotes on control characters & unpaired surrogates
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
            type = Scalar.Scalar.QUOTE_DOUBLE;
    }
    const _stringify = (_type) => {
        switch (_type) {
            case Scalar.Scalar.BLOCK_FOLDED:
            case Scalar.Scalar.BLOCK_LITERAL:
                return implicitKey || inFlow
                    ? quotedString(ss.value, ctx) // blocks are not valid inside flow containers
                    : blockString(ss, ctx, onComment, onChompKeep);
            case Scalar.Scalar.QUOTE_DOUBLE:
                return doubleQuotedString(ss.value, ctx);
            case Scalar.Scalar.QUOTE_SINGLE:
                return singleQuotedString(ss.value, ctx);
            case Scalar.Scalar.PLAIN:
                return plainString(ss, ctx, onComment, onChompKeep);
            default:
                return null;
        }
    };
    let res = _stringify(type);
    if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = (implicitKey && defaultKeyType) || defaultStringType;
        res = _stringify(t);
        if (res === null)
            throw new Error(`Unsupported default string type ${t}`);
    }
    return res;
}

exports.stringifyString = stringifyString;


/***/ }),

/***/ 204:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove node');
/**
 * Apply a visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
function visit(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        visit_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current node */
visit.SKIP = SKIP;
/** Remove the current node */
visit.REMOVE = REMOVE;
function visit_(key, node, visitor, path) {
    const ctrl = callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visit_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = visit_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = visit_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = visit_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
/**
 * Apply an async visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `Promise`: Must resolve to one of the following values
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
async function visitAsync(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visitAsync.BREAK = BREAK;
/** Do not visit the children of the current node */
visitAsync.SKIP = SKIP;
/** Remove the current node */
visitAsync.REMOVE = REMOVE;
async function visitAsync_(key, node, visitor, path) {
    const ctrl = await callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visitAsync_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = await visitAsync_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = await visitAsync_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = await visitAsync_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
function initVisitor(visitor) {
    if (typeof visitor === 'object' &&
        (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
            Alias: visitor.Node,
            Map: visitor.Node,
            Scalar: visitor.Node,
            Seq: visitor.Node
        }, visitor.Value && {
            Map: visitor.Value,
            Scalar: visitor.Value,
            Seq: visitor.Value
        }, visitor.Collection && {
            Map: visitor.Collection,
            Seq: visitor.Collection
        }, visitor);
    }
    return visitor;
}
function callVisitor(key, node, visitor, path) {
    if (typeof visitor === 'function')
        return visitor(key, node, path);
    if (identity.isMap(node))
        return visitor.Map?.(key, node, path);
    if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path);
    if (identity.isPair(node))
        return visitor.Pair?.(key, node, path);
    if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path);
    if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path);
    return undefined;
}
function replaceNode(key, path, node) {
    const parent = path[path.length - 1];
    if (identity.isCollection(parent)) {
        parent.items[key] = node;
    }
    else if (identity.isPair(parent)) {
        if (key === 'key')
            parent.key = node;
        else
            parent.value = node;
    }
    else if (identity.isDocument(parent)) {
        parent.contents = node;
    }
    else {
        const pt = identity.isAlias(parent) ? 'alias' : 'scalar';
        throw new Error(`Cannot replace node with ${pt} parent`);
    }
}

exports.visit = visit;
exports.visitAsync = visitAsync;


/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

;// CONCATENATED MODULE: ./src/core/errors.ts
/**
 * Errors that stop a whole command. Everything that concerns one record is never thrown:
 * it becomes an error entry on that record in the report.
 */
/** Bad command-line usage or a missing input directory (CLI exit code 2). */
class UsageError extends Error {
    name = 'UsageError';
}
/** A benchmark that cannot be scored against: bad manifest, catalog or GT config (exit code 2). */
class ConfigError extends Error {
    file;
    problem;
    name = 'ConfigError';
    constructor(file, problem) {
        super(`${file}: ${problem}`);
        this.file = file;
        this.problem = problem;
    }
}
/** The message of anything thrown, for error entries. */
function messageOf(err) {
    return err instanceof Error ? err.message : String(err);
}

;// CONCATENATED MODULE: ./src/core/version.ts
/** The tool's name and version as recorded in every report. */
const TOOL_NAME = 'agent-eval';
const TOOL_VERSION = '0.1.0';

;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_namespaceObject);
;// CONCATENATED MODULE: ./src/core/judge/options.ts
/**
 * CCE judge settings from the CLI flags or the action inputs, plus the environment: the API key
 * (AGENT_EVAL_CCE_API_KEY; never a flag, so it never shows in process lists) and tuning knobs
 * for retries (AGENT_EVAL_CCE_RETRIES, AGENT_EVAL_CCE_BACKOFF_MS, AGENT_EVAL_CCE_MAX_WAIT_MS).
 */

const CCE_KEY_ENV = 'AGENT_EVAL_CCE_API_KEY';
/** How each setting is called where it came from (flags or inputs), for error messages. */
const CLI_NAMES = {
    endpoint: '--cce-endpoint',
    model: '--cce-model',
    cache: '--cce-cache',
    concurrency: '--cce-concurrency',
    maxRequests: '--cce-max-requests',
    timeoutS: '--cce-timeout',
};
/** Undefined when no judge is asked for; a UsageError naming the setting when the settings are unusable. */
function cceOptionsFrom(s, env, names = CLI_NAMES, apiKey = env[CCE_KEY_ENV]) {
    const given = (v) => (v && v.trim() ? v.trim() : undefined);
    const model = given(s.model);
    const endpoint = given(s.endpoint);
    const cache = given(s.cache);
    if (!model) {
        const stray = ['endpoint', 'cache', 'concurrency', 'maxRequests', 'timeoutS'].find((k) => given(s[k]));
        if (stray)
            throw new UsageError(`${names[stray]} needs ${names.model} (the judge model is part of every judgement and its cache key)`);
        return undefined;
    }
    if (endpoint && !/^https?:\/\/[^\s]+$/i.test(endpoint))
        throw new UsageError(`${names.endpoint} must be an http(s) URL such as https://api.openai.com/v1`);
    if (endpoint && /^[a-z]+:\/\/[^/@]*@/i.test(endpoint))
        throw new UsageError(`${names.endpoint} must not carry credentials; put the key in ${CCE_KEY_ENV}`);
    if (!endpoint && !cache)
        throw new UsageError(`${names.model} needs ${names.endpoint} (or ${names.cache} to use cached judgements only)`);
    const num = (value, name, int) => {
        const v = given(value);
        if (v === undefined)
            return undefined;
        const n = Number(v);
        if (!Number.isFinite(n) || n <= 0 || (int && !Number.isInteger(n)))
            throw new UsageError(`${name} must be a positive ${int ? 'integer' : 'number'}`);
        return n;
    };
    const timeout = num(s.timeoutS, names.timeoutS, false);
    const envNum = (name, allowZero) => {
        const v = given(env[name]);
        if (v === undefined)
            return undefined;
        const n = Number(v);
        if (!Number.isFinite(n) || n < 0 || (!allowZero && n === 0))
            throw new UsageError(`${name} must be a number ≥ 0`);
        return n;
    };
    return {
        endpoint,
        model,
        apiKey: given(apiKey),
        cacheDir: cache,
        concurrency: num(s.concurrency, names.concurrency, true),
        maxRequests: num(s.maxRequests, names.maxRequests, true),
        timeoutMs: timeout === undefined ? undefined : Math.round(timeout * 1000),
        maxRetries: envNum('AGENT_EVAL_CCE_RETRIES', true),
        backoffMs: envNum('AGENT_EVAL_CCE_BACKOFF_MS', true),
        maxWaitMs: envNum('AGENT_EVAL_CCE_MAX_WAIT_MS', true),
    };
}

;// CONCATENATED MODULE: ./src/core/report/policy.ts
const FAIL_ON = ['non-final', 'invalid', 'failure', 'never'];
function passesPolicy(report, failOn) {
    switch (failOn) {
        case 'never':
            return true;
        case 'invalid':
            return report.valid;
        case 'non-final':
            return report.valid && report.final;
        case 'failure':
            return report.valid && report.final && report.suites.every((s) => s.trials.every((t) => t.verdicts.every((v) => v.status === 'success')));
    }
}

;// CONCATENATED MODULE: external "node:fs/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");
;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: ./node_modules/zod/v4/core/util.js

// functions
function assertEqual(val) {
    return val;
}
function assertNotEqual(val) {
    return val;
}
function toZod() {
    return (schema) => schema;
}
function assertIs(_arg) { }
function assertNever(_x) {
    throw new Error("Unexpected value in exhaustive check");
}
function assert(_) { }
function getEnumValues(entries) {
    const numericValues = Object.values(entries).filter((v) => typeof v === "number");
    const values = Object.entries(entries)
        .filter(([k, _]) => numericValues.indexOf(+k) === -1)
        .map(([_, v]) => v);
    return values;
}
function joinValues(array, separator = "|") {
    return array.map((val) => stringifyPrimitive(val)).join(separator);
}
function jsonStringifyReplacer(_, value) {
    if (typeof value === "bigint")
        return value.toString();
    return value;
}
// the accessor lives on a shared prototype: an own accessor makes every box a dictionary-mode object (~360 B and a slow load per read against ~100 B and an inlined getter here)
class Cached {
    constructor(getter) {
        this._getter = getter;
        this._value = undefined;
    }
    get value() {
        const getter = this._getter;
        if (getter !== undefined) {
            this._value = getter();
            this._getter = undefined;
        }
        return this._value;
    }
}
function cached(getter) {
    return new Cached(getter);
}
function nullish(input) {
    return input === null || input === undefined;
}
function cleanRegex(source) {
    const start = source.startsWith("^") ? 1 : 0;
    const end = source.endsWith("$") ? source.length - 1 : source.length;
    return source.slice(start, end);
}
function floatSafeRemainder(val, step) {
    const ratio = val / step;
    const roundedRatio = Math.round(ratio);
    // `val` and `step` each round to a double before the division rounds again, so a true decimal multiple's quotient can sit up to 1.5 of these scaled epsilons from the integer. A 1x tolerance therefore rejected 2.03 as a multiple of 0.07; 4x covers the worst case with margin.
    const tolerance = 4 * Number.EPSILON * Math.max(Math.abs(ratio), 1);
    if (Math.abs(ratio - roundedRatio) < tolerance)
        return 0;
    return ratio - roundedRatio;
}
const EVALUATING = /* @__PURE__*/ (/* unused pure expression or super */ null && (Symbol("evaluating")));
function defineLazy(object, key, getter) {
    let value = undefined;
    Object.defineProperty(object, key, {
        get() {
            if (value === EVALUATING) {
                // Circular reference detected, return undefined to break the cycle
                return undefined;
            }
            if (value === undefined) {
                value = EVALUATING;
                value = getter();
            }
            return value;
        },
        set(v) {
            Object.defineProperty(object, key, {
                value: v,
                // configurable: true,
            });
            // object[key] = v;
        },
        configurable: true,
    });
}
function objectClone(obj) {
    return Object.create(Object.getPrototypeOf(obj), Object.getOwnPropertyDescriptors(obj));
}
function assignProp(target, prop, value) {
    Object.defineProperty(target, prop, {
        value,
        writable: true,
        enumerable: true,
        configurable: true,
    });
}
/**
 * Whichever object a def's `shape` currently answers from: the one the caller passed until the first read, the frozen copy after it.
 *
 * Its keys and descriptors read without invoking anything, which is what lets a discriminated union check its discriminator, and the cycle walk read a shape, without resolving a getter that references the schema being constructed. A def that answers `shape` from an accessor of its own has none.
 */
function rawShape(def) {
    const desc = Object.getOwnPropertyDescriptor(def, "shape");
    return desc?.get ? desc.get.raw : desc?.value;
}
// where a builder reads its source's keys and descriptors, resolving only a shape a def answers for itself. A shape resolves by object spread, so only its enumerable keys are ever part of it.
function sourceShape(schema) {
    return rawShape(schema._zod.def) ?? schema._zod.def.shape;
}
// a key whose value is not settled yet, self-caching so every read after the first gets the same one
function deferProp(target, key, getter) {
    Object.defineProperty(target, key, {
        get() {
            const value = getter();
            assignProp(this, key, value);
            return value;
        },
        enumerable: true,
        configurable: true,
    });
}
// Writes a settled key. A plain assignment is much cheaper than `defineProperty` and produces the same descriptor, but it runs whatever setter already answers to the key — an accessor this shape deferred, or an inherited one, which `__proto__` has on every object and prototype pollution can add for any name.
function putProp(target, key, value) {
    if (key in target)
        assignProp(target, key, value);
    else
        target[key] = value;
}
/**
 * Copies `keys` of `source`'s shape onto `target`, each value passed through `wrap`.
 *
 * A key the source has resolved is copied through now, so the derived shape states it outright and nothing has to resolve it to learn what it holds. A key the source still defers stays deferred, and reads back through the source's own `shape`, so it resolves once and both shapes get that one schema.
 */
function mirrorShape(target, source, keys, wrap) {
    const raw = sourceShape(source);
    for (const key of keys) {
        const desc = Object.getOwnPropertyDescriptor(raw, key);
        if (!desc.enumerable)
            continue;
        if (desc.get) {
            deferProp(target, key, () => {
                const value = source._zod.def.shape[key];
                return wrap ? wrap(value, key) : value;
            });
        }
        else
            putProp(target, key, wrap ? wrap(desc.value, key) : desc.value);
    }
}
// same, for a plain shape a caller passed rather than a schema's
function mirrorProps(target, source) {
    for (const key of Reflect.ownKeys(source)) {
        const desc = Object.getOwnPropertyDescriptor(source, key);
        if (!desc.enumerable)
            continue;
        if (desc.get)
            deferProp(target, key, () => source[key]);
        else
            putProp(target, key, desc.value);
    }
}
function mergeDefs(...defs) {
    const mergedDescriptors = {};
    for (const def of defs) {
        const descriptors = Object.getOwnPropertyDescriptors(def);
        Object.assign(mergedDescriptors, descriptors);
    }
    return Object.defineProperties({}, mergedDescriptors);
}
function cloneDef(schema) {
    return mergeDefs(schema._zod.def);
}
function getElementAtPath(obj, path) {
    if (!path)
        return obj;
    return path.reduce((acc, key) => acc?.[key], obj);
}
function promiseAllObject(promisesObj) {
    const keys = Object.keys(promisesObj);
    const promises = keys.map((key) => promisesObj[key]);
    return Promise.all(promises).then((results) => {
        const resolvedObj = {};
        for (let i = 0; i < keys.length; i++) {
            resolvedObj[keys[i]] = results[i];
        }
        return resolvedObj;
    });
}
function randomString(length = 10) {
    const chars = "abcdefghijklmnopqrstuvwxyz";
    let str = "";
    for (let i = 0; i < length; i++) {
        str += chars[Math.floor(Math.random() * chars.length)];
    }
    return str;
}
function esc(str) {
    return JSON.stringify(str);
}
function slugify(input) {
    return input
        .toLowerCase()
        .trim()
        .replace(/[^\w\s-]/g, "")
        .replace(/[\s_-]+/g, "-")
        .replace(/^-+|-+$/g, "");
}
const captureStackTrace = ("captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => { });
function util_isObject(data) {
    return typeof data === "object" && data !== null && !Array.isArray(data);
}
const util_allowsEval = /* @__PURE__*/ cached(() => {
    // Skip the probe under `jitless`: strict CSPs report the caught `new Function` as a `securitypolicyviolation` even though the throw is swallowed.
    if (globalConfig.jitless) {
        return false;
    }
    // @ts-ignore
    if (typeof navigator !== "undefined" && navigator?.userAgent?.includes("Cloudflare")) {
        return false;
    }
    try {
        const F = Function;
        new F("");
        return true;
    }
    catch (_) {
        return false;
    }
});
function isPlainObject(o) {
    if (util_isObject(o) === false)
        return false;
    // modified constructor
    const ctor = o.constructor;
    if (ctor === undefined)
        return true;
    if (typeof ctor !== "function")
        return true;
    // modified prototype
    const prot = ctor.prototype;
    if (util_isObject(prot) === false)
        return false;
    // ctor doesn't have static `isPrototypeOf`
    if (Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf") === false) {
        return false;
    }
    return true;
}
function shallowClone(o) {
    if (isPlainObject(o))
        return { ...o };
    if (Array.isArray(o))
        return [...o];
    if (o instanceof Map)
        return new Map(o);
    if (o instanceof Set)
        return new Set(o);
    return o;
}
function numKeys(data) {
    let keyCount = 0;
    for (const key in data) {
        if (Object.prototype.hasOwnProperty.call(data, key)) {
            keyCount++;
        }
    }
    return keyCount;
}
const getParsedType = (data) => {
    const t = typeof data;
    switch (t) {
        case "undefined":
            return "undefined";
        case "string":
            return "string";
        case "number":
            return Number.isNaN(data) ? "nan" : "number";
        case "boolean":
            return "boolean";
        case "function":
            return "function";
        case "bigint":
            return "bigint";
        case "symbol":
            return "symbol";
        case "object":
            if (Array.isArray(data)) {
                return "array";
            }
            if (data === null) {
                return "null";
            }
            if (data.then && typeof data.then === "function" && data.catch && typeof data.catch === "function") {
                return "promise";
            }
            if (typeof Map !== "undefined" && data instanceof Map) {
                return "map";
            }
            if (typeof Set !== "undefined" && data instanceof Set) {
                return "set";
            }
            if (typeof Date !== "undefined" && data instanceof Date) {
                return "date";
            }
            // @ts-ignore
            if (typeof File !== "undefined" && data instanceof File) {
                return "file";
            }
            return "object";
        default:
            throw new Error(`Unknown data type: ${t}`);
    }
};
const propertyKeyTypes = /* @__PURE__*/ new Set(["string", "number", "symbol"]);
const primitiveTypes = /* @__PURE__*/ new Set([
    "string",
    "number",
    "bigint",
    "boolean",
    "symbol",
    "undefined",
]);
function escapeRegex(str) {
    return str.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
// zod-specific utils
function clone(inst, def, params) {
    const cl = new inst._zod.constr(def ?? inst._zod.def);
    if (!def || params?.parent)
        cl._zod.parent = inst;
    return cl;
}
function normalizeParams(_params) {
    const params = _params;
    if (!params)
        return {};
    if (typeof params === "string")
        return { error: () => params };
    if (params?.message !== undefined) {
        if (params?.error !== undefined)
            throw new Error("Cannot specify both `message` and `error` params");
        params.error = params.message;
    }
    delete params.message;
    if (typeof params.error === "string")
        return { ...params, error: () => params.error };
    return params;
}
function createTransparentProxy(getter) {
    let target;
    return new Proxy({}, {
        get(_, prop, receiver) {
            target ?? (target = getter());
            return Reflect.get(target, prop, receiver);
        },
        set(_, prop, value, receiver) {
            target ?? (target = getter());
            return Reflect.set(target, prop, value, receiver);
        },
        has(_, prop) {
            target ?? (target = getter());
            return Reflect.has(target, prop);
        },
        deleteProperty(_, prop) {
            target ?? (target = getter());
            return Reflect.deleteProperty(target, prop);
        },
        ownKeys(_) {
            target ?? (target = getter());
            return Reflect.ownKeys(target);
        },
        getOwnPropertyDescriptor(_, prop) {
            target ?? (target = getter());
            return Reflect.getOwnPropertyDescriptor(target, prop);
        },
        defineProperty(_, prop, descriptor) {
            target ?? (target = getter());
            return Reflect.defineProperty(target, prop, descriptor);
        },
    });
}
function stringifyPrimitive(value) {
    if (typeof value === "bigint")
        return value.toString() + "n";
    if (typeof value === "string")
        return `"${value}"`;
    return `${value}`;
}
function optionalKeys(shape) {
    return Object.keys(shape).filter((k) => {
        return shape[k]._zod.optin !== undefined && shape[k]._zod.optout === "optional";
    });
}
// Wrapped in a `@__PURE__` IIFE: esbuild never tree-shakes a top-level initializer that contains a member access on `Number`, so the bare object literal survived into every bundle.
const NUMBER_FORMAT_RANGES = /*@__PURE__*/ (() => ({
    safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
    int32: [-2147483648, 2147483647],
    uint32: [0, 4294967295],
    float32: [-3.4028234663852886e38, 3.4028234663852886e38],
    float64: [-Number.MAX_VALUE, Number.MAX_VALUE],
}))();
const BIGINT_FORMAT_RANGES = {
    int64: [/* @__PURE__*/ BigInt("-9223372036854775808"), /* @__PURE__*/ BigInt("9223372036854775807")],
    uint64: [/* @__PURE__*/ BigInt(0), /* @__PURE__*/ BigInt("18446744073709551615")],
};
function pick(schema, mask) {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(".pick() cannot be used on object schemas containing refinements");
    }
    const newShape = {};
    mirrorShape(newShape, schema, maskedKeys(schema, mask));
    return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
// the mask keys that select something, checked against the source's shape without resolving it
function maskedKeys(schema, mask) {
    const raw = sourceShape(schema);
    const keys = [];
    // `for...in` skips symbols, so a symbol in the mask would select nothing
    for (const key of Reflect.ownKeys(mask)) {
        if (!Object.getOwnPropertyDescriptor(raw, key)?.enumerable) {
            throw new Error(`Unrecognized key: "${String(key)}"`);
        }
        if (mask[key])
            keys.push(key);
    }
    return keys;
}
function omit(schema, mask) {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(".omit() cannot be used on object schemas containing refinements");
    }
    const omitted = new Set(maskedKeys(schema, mask));
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)).filter((key) => !omitted.has(key)));
    return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
function extend(schema, shape) {
    if (!isPlainObject(shape)) {
        throw new Error("Invalid input to extend: expected a plain object");
    }
    const checks = schema._zod.def.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        // Only throw if new shape overlaps with existing shape. Use getOwnPropertyDescriptor to check key existence without accessing values
        const existingShape = sourceShape(schema);
        for (const key of Reflect.ownKeys(shape)) {
            if (Object.getOwnPropertyDescriptor(existingShape, key) !== undefined) {
                throw new Error("Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.");
            }
        }
    }
    return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
// the source's keys, then the caller's overlaid on top
function extended(schema, shape) {
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)));
    mirrorProps(newShape, shape);
    return newShape;
}
function safeExtend(schema, shape) {
    if (!isPlainObject(shape)) {
        throw new Error("Invalid input to safeExtend: expected a plain object");
    }
    return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
function merge(a, b) {
    if (!b?._zod?.def) {
        throw new Error("Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.");
    }
    if (a._zod.def.checks?.length) {
        throw new Error(".merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.");
    }
    const newShape = {};
    mirrorShape(newShape, a, Reflect.ownKeys(sourceShape(a)));
    mirrorShape(newShape, b, Reflect.ownKeys(sourceShape(b)));
    const def = mergeDefs(a._zod.def, {
        shape: newShape,
        get catchall() {
            return b._zod.def.catchall;
        },
        checks: b._zod.def.checks ?? [],
    });
    return clone(a, def);
}
function partial(Class, schema, mask, name = "partial") {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(`.${name}() cannot be used on object schemas containing refinements`);
    }
    const selected = mask ? new Set(maskedKeys(schema, mask)) : undefined;
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), Class &&
        ((value, key) => (selected && !selected.has(key) ? value : new Class({ type: "optional", innerType: value }))));
    return clone(schema, mergeDefs(schema._zod.def, { shape: newShape, checks: [] }));
}
function required(Class, schema, mask) {
    const selected = mask ? new Set(maskedKeys(schema, mask)) : undefined;
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), (value, key) => 
    // overwrite with non-optional
    selected && !selected.has(key) ? value : new Class({ type: "nonoptional", innerType: value }));
    return clone(schema, mergeDefs(schema._zod.def, { shape: newShape }));
}
// invalid_type | too_big | too_small | invalid_format | not_multiple_of | unrecognized_keys | invalid_union | invalid_key | invalid_element | invalid_value | custom
function aborted(x, startIndex = 0) {
    if (x.aborted === true)
        return true;
    for (let i = startIndex; i < x.issues.length; i++) {
        if (x.issues[i]?.continue !== true) {
            return true;
        }
    }
    return false;
}
// Checks for explicit abort (continue === false), as opposed to implicit abort (continue === undefined). Used to respect `abort: true` in .refine() even for checks that have a `when` function.
function explicitlyAborted(x, startIndex = 0) {
    if (x.aborted === true)
        return true;
    for (let i = startIndex; i < x.issues.length; i++) {
        if (x.issues[i]?.continue === false) {
            return true;
        }
    }
    return false;
}
function prefixIssues(path, issues) {
    return issues.map((iss) => {
        var _a;
        (_a = iss).path ?? (_a.path = []);
        iss.path.unshift(path);
        return iss;
    });
}
function unwrapMessage(message) {
    return typeof message === "string" ? message : message?.message;
}
/* A check holds no link back to the schema it is attached to — the same check instance is shared by every clone of that schema — so the owner is stamped onto the issues a check just raised, at the only point where both are in scope. Runs on the failure path only; `start` is the issue count from before the check ran. */
/** The leading size checks of `defChecks` that set an upper bound, each paired with it. */
function sizeCaps(defChecks) {
    const caps = [];
    for (const ch of defChecks ?? []) {
        const d = ch._zod.def;
        // a later check may rewrite the value
        if (!/_(length|size)$|_equals$/.test(d.check))
            break;
        const max = d.maximum ?? d.length ?? d.size;
        if (max >= 0)
            caps.push([max, ch]);
    }
    return caps;
}
function attachSchema(issues, start, inst) {
    var _a;
    for (let i = start; i < issues.length; i++) {
        (_a = issues[i]).schema ?? (_a.schema = inst);
    }
}
function finalizeIssue(iss, ctx, config) {
    var _a;
    // A schema that raised an issue itself owns it outright, and outranks any stamp an enclosing check left in `attachSchema`. String formats and z.custom() are schema and check at once, so when they act as a check they defer to that stamp instead.
    const traits = iss.inst?._zod?.traits;
    if (traits?.has("$ZodType")) {
        if (traits.has("$ZodCheck"))
            (_a = iss).schema ?? (_a.schema = iss.inst);
        else
            iss.schema = iss.inst;
    }
    // Decreasing specificity, first map to return a message wins. `inst` is whatever raised the issue, so a check's own map outranks the owning schema's.
    const schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : undefined;
    const message = iss.message
        ? iss.message
        : (unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ??
            unwrapMessage(schemaError?.(iss)) ??
            unwrapMessage(ctx?.error?.(iss)) ??
            unwrapMessage(config.customError?.(iss)) ??
            unwrapMessage(config.localeError?.(iss)) ??
            "Invalid input");
    // an explicit own-key copy beats object rest with excluded keys, which v8 routes through a generic runtime call; Object.keys rather than for-in so an issue pushed with a prototype does not leak inherited keys, and an own __proto__ key is dropped rather than assigned through the setter
    const full = {};
    for (const k of Object.keys(iss)) {
        if (k === "inst" || k === "schema" || k === "continue" || k === "input" || k === "__proto__")
            continue;
        full[k] = iss[k];
    }
    full.path ?? (full.path = []);
    full.message = message;
    if (ctx?.reportInput) {
        full.input = iss.input;
    }
    return full;
}
function getSizableOrigin(input) {
    if (input instanceof Set)
        return "set";
    if (input instanceof Map)
        return "map";
    // @ts-ignore
    if (input instanceof File)
        return "file";
    return "unknown";
}
const highSurrogate = /[\uD800-\uDBFF]/;
// Code points in `str`: a surrogate pair counts once, a lone surrogate as itself. Hand-rolled because the string iterator allocates and runs ~250x slower on this path; the regex probe exits ~50x quicker for a string with no astral characters.
function codePointLength(str) {
    const units = str.length;
    if (!highSurrogate.test(str))
        return units;
    let count = units;
    for (let i = 0; i < units - 1; i++) {
        if ((str.charCodeAt(i) & 0xfc00) === 0xd800 && (str.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
            count--;
            i++;
        }
    }
    return count;
}
function getLengthableOrigin(input) {
    if (Array.isArray(input))
        return "array";
    if (typeof input === "string")
        return "string";
    return "unknown";
}
function parsedType(data) {
    const t = typeof data;
    switch (t) {
        case "number": {
            return Number.isNaN(data) ? "nan" : "number";
        }
        case "object": {
            if (data === null) {
                return "null";
            }
            if (Array.isArray(data)) {
                return "array";
            }
            const obj = data;
            if (obj && Object.getPrototypeOf(obj) !== Object.prototype && "constructor" in obj && obj.constructor) {
                return obj.constructor.name;
            }
        }
    }
    return t;
}
function util_issue(...args) {
    const [iss, input, inst] = args;
    if (typeof iss === "string") {
        return {
            message: iss,
            code: "custom",
            input,
            inst,
        };
    }
    return { ...iss };
}
function cleanEnum(obj) {
    return Object.entries(obj)
        .filter(([k, _]) => {
        // return true if NaN, meaning it's not a number, thus a string key
        return Number.isNaN(Number.parseInt(k, 10));
    })
        .map((el) => el[1]);
}
// Codec utility functions
function base64ToUint8Array(base64) {
    const binaryString = atob(base64);
    const bytes = new Uint8Array(binaryString.length);
    for (let i = 0; i < binaryString.length; i++) {
        bytes[i] = binaryString.charCodeAt(i);
    }
    return bytes;
}
function uint8ArrayToBase64(bytes) {
    let binaryString = "";
    for (let i = 0; i < bytes.length; i++) {
        binaryString += String.fromCharCode(bytes[i]);
    }
    return btoa(binaryString);
}
function base64urlToUint8Array(base64url) {
    const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
    const padding = "=".repeat((4 - (base64.length % 4)) % 4);
    return base64ToUint8Array(base64 + padding);
}
function uint8ArrayToBase64url(bytes) {
    return uint8ArrayToBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=/g, "");
}
function hexToUint8Array(hex) {
    const cleanHex = hex.replace(/^0x/, "");
    if (cleanHex.length % 2 !== 0) {
        throw new Error("Invalid hex string length");
    }
    const bytes = new Uint8Array(cleanHex.length / 2);
    for (let i = 0; i < cleanHex.length; i += 2) {
        bytes[i / 2] = Number.parseInt(cleanHex.slice(i, i + 2), 16);
    }
    return bytes;
}
function uint8ArrayToHex(bytes) {
    return Array.from(bytes)
        .map((b) => b.toString(16).padStart(2, "0"))
        .join("");
}
// instanceof
class Class {
    constructor(..._args) { }
}
//////////    PROTOTYPE INSTALLERS     //////////
//
// Members live on the prototype and materialize per instance on first read, which keeps own-property count under the step where V8 stops using inline slots. Changing anything here means re-measuring runtime, memory and bundle size together — see "The three axes" in AGENTS.md.
/**
 * Installs a trait's members on its prototype. Each value builds that member for the instance on first read; the built value shadows the accessor as an own property, so a detached `const { parse } = schema` keeps working.
 *
 * Call this from a `proto` initializer, which runs once per prototype — never per instance.
 */
function members(proto, table) {
    for (const key in table) {
        const desc = Object.getOwnPropertyDescriptor(table, key);
        // a getter installs as written, so it stays live: `description` reads through to the registry on every access. not enumerable: an object literal's is, and a prototype member never was
        if (desc.get)
            Object.defineProperty(proto, key, { ...desc, enumerable: false });
        // a method materializes bound on first read, which is what keeps a detached member working: `const opt = schema.optional; opt()`
        else
            defineBound(proto, key, desc.value);
    }
}
/** Shadows a prototype member with an own value, so a getter that builds from the instance runs once. */
function own(inst, key, value, enumerable = true) {
    Object.defineProperty(inst, key, { configurable: true, writable: true, enumerable, value });
    return value;
}
/** Like {@link own}, for a member that was never an own data property and has to stay out of `Object.keys`. */
function hide(inst, key, value) {
    return own(inst, key, value, false);
}
/** Adds members a table derives from the instance: each builds on first read and shadows as own data, and assignment shadows the same way, as when these were own properties. */
function derived(computes, table) {
    for (const key in computes) {
        const compute = computes[key];
        // an object literal's accessor is configurable and enumerable, and `members` copies the descriptor as written
        Object.defineProperty(table, key, {
            configurable: true,
            enumerable: true,
            get() {
                return own(this, key, compute(this));
            },
            set(value) {
                own(this, key, value);
            },
        });
    }
    return table;
}
function defineBound(proto, key, fn) {
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // vitest's spyOn calls a prototype getter bare to find the function it wraps, so a nullish receiver answers the raw method
            return this == null ? fn : own(this, key, fn.bind(this));
        },
        set(value) {
            own(this, key, value);
        },
    });
}
/** Returns the prototype to install on, or `undefined` if this group is already installed on it. */
function claim(inst, sentinel) {
    const proto = Object.getPrototypeOf(inst);
    // Runs on every construction, so `in` rather than the costlier `hasOwnProperty.call`. Sentinels are keys the group itself defines.
    return sentinel in proto ? undefined : proto;
}
// The internals whose init chain is installing. A second call for the same one is a derived constructor overriding its base, so it must not construct another schema in between or the override is dropped.
let installing;
// Set while a getter is running, so a value that resolved through a recursion break is not memoized. One shared descriptor shadows the key for the duration, which costs no per-key allocation.
let broke = false;
const breaker = {
    configurable: true,
    get() {
        broke = true;
        return undefined;
    },
};
/**
 * Installs a lazily-derived internal on the `_zod` prototype of `inst`'s
 * constructor, computed from the internals object itself and cached there on
 * first read. One accessor per constructor rather than one per instance.
 */
function defineLazyInternal(inst, key, compute) {
    const proto = Object.getPrototypeOf(inst._zod);
    if (key in proto && installing !== inst._zod) {
        // A repeat construction: everything is installed already. Cleared here so the reference is not held past the first construction of every type.
        installing = undefined;
        return;
    }
    installing = inst._zod;
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // Shadowed before computing so a re-entrant read from a recursive schema resolves to undefined instead of running the getter again.
            Object.defineProperty(this, key, breaker);
            const outer = broke;
            broke = false;
            try {
                const value = compute(this);
                // A result that resolved through a recursion break is recomputed once the graph is complete; everything else memoizes, undefined included.
                if (broke)
                    delete this[key];
                else
                    Object.defineProperty(this, key, { configurable: true, writable: true, value });
                broke = broke || outer;
                return value;
            }
            catch (err) {
                // A compute that threw memoizes nothing, so a later read runs it again and fails the same way. The shadow goes with it, since leaving it installed would answer undefined for every later read.
                delete this[key];
                broke = broke || outer;
                throw err;
            }
        },
        set(value) {
            Object.defineProperty(this, key, { configurable: true, writable: true, value });
        },
    });
}
/**
 * Installs `key` on `inst`'s prototype, computed by `make` on first read and cached there as an own
 * data property. One accessor per constructor rather than one per instance, because an own accessor
 * puts every instance after the first into v8 dictionary mode. The key doubles as the sentinel.
 */
function installLazyProp(inst, key, make, enumerable) {
    const proto = claim(inst, key);
    if (!proto)
        return;
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // Shadowed before computing, so a re-entrant read from a self-referential shape resolves to undefined instead of running the getter again. A data property rather than an accessor: an own accessor is the dictionary-mode transition this exists to avoid.
            const desc = { configurable: true, writable: true, enumerable, value: undefined };
            Object.defineProperty(this, key, desc);
            // a compute that throws leaves the shadow behind, so later reads answer undefined instead of re-throwing; `defineLazy` did the same, and `defineLazyInternal`'s delete-on-catch would cost bytes in every bundle for a case only a throwing user getter reaches
            desc.value = make(this);
            Object.defineProperty(this, key, desc);
            return desc.value;
        },
        set(value) {
            Object.defineProperty(this, key, { configurable: true, writable: true, enumerable, value });
        },
    });
}
/** Marks the thunk `_catch` synthesises for a constant catch value. `Function.length` cannot tell that thunk from a user callback — rest and defaulted parameters both report arity 0 — and a user callback reads `ctx.error`, whose issues only finalize correctly against the caller's per-parse error map. Provenance can say what arity cannot. A plain string key rather than `Symbol.for`, whose call at module scope no bundler can prove pure — the same shape that anchored `urlCanParse` into every build. */
const CONSTANT_CATCH = "~constantCatch";
/** Wraps a constant catch value in a thunk tagged with {@link CONSTANT_CATCH}. */
function constantCatch(value) {
    const fn = () => value;
    fn[CONSTANT_CATCH] = true;
    return fn;
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/core.js
var _a;

/** A special constant with type `never` */
const NEVER = /*@__PURE__*/ Object.freeze({
    status: "aborted",
});
/* Shared descriptor for installing `_zod`; defineProperty reads it
 * synchronously, so reusing one object avoids a per-instance allocation. */
const _zodDesc = { value: undefined, enumerable: false };
// null where suppressing the capture would be unrecoverable: `parse()` puts the frames back with `captureStackTrace`, so without it the throw would lose its stack. also latched to null once `stackTraceLimit` proves unassignable, which a realm can do at any point by hardening Error
let _E = "captureStackTrace" in Error ? Error : null;
// v8 captures a stack trace inside the Error constructor, which dominates a failed parse; costs only the frames, and parse() restores those. the constructor must RUN: Object.create is cheaper and passes instanceof, but Error.isError and util.types.isNativeError check an internal slot
function newError(Definition) {
    const E = _E;
    if (E) {
        const saved = E.stackTraceLimit;
        if (typeof saved === "number") {
            try {
                E.stackTraceLimit = 0;
            }
            catch {
                _E = null;
                return new Definition();
            }
            try {
                return new Definition();
            }
            finally {
                E.stackTraceLimit = saved;
            }
        }
    }
    return new Definition();
}
function $constructor(name, initializer, 
/** This trait's members, installed once on every prototype that composes it. They cannot be declared in the initializer above: that runs per instance, and the prototype is shared. */
proto, params) {
    // Prototype for this constructor's `_zod` internals. Lazily-derived fields (`values`, `pattern`, `optin`, …) install here once rather than as an accessor on every instance.
    const zodProto = {};
    // Assigning the fields in the constructor body is what gives instances in-object slots; building the object literally and reparenting it costs a second allocation and a generic property copy.
    function Internals(def) {
        this.def = def;
        this.constr = _;
        this.traits = new Set();
    }
    Internals.prototype = zodProto;
    const protoMembers = proto;
    // One trait's members land on every prototype whose chain composes it, so the answer is per prototype rather than per trait.
    const initialized = protoMembers && new WeakSet();
    function init(inst, def) {
        if (!inst._zod) {
            _zodDesc.value = new Internals(def);
            try {
                Object.defineProperty(inst, "_zod", _zodDesc);
            }
            finally {
                // Cleared even on throw, so the shared descriptor never leaks one instance's internals into the next.
                _zodDesc.value = undefined;
            }
        }
        else if (inst._zod.traits.has(name)) {
            return;
        }
        inst._zod.traits.add(name);
        initializer(inst, def);
        if (initialized) {
            // `super(def)` from a user subclass gives `this` a prototype the subclass owns, and installing there would overwrite whatever the subclass declared. `constr` built the instance, so its prototype is the one below the subclass's that should carry the members. A receiver whose chain never reaches that prototype installs on its own, which for a plain object handed straight to `init` means `Object.prototype` — unchanged from before.
            const own = Object.getPrototypeOf(inst);
            const ctorProto = inst._zod.constr.prototype;
            let up = own;
            while (up && up !== ctorProto)
                up = Object.getPrototypeOf(up);
            const target = up ?? own;
            if (!initialized.has(target)) {
                initialized.add(target);
                members(target, protoMembers);
            }
        }
        // support prototype modifications; for-in avoids the array allocation of Object.keys on the (usually empty) prototype
        const proto = _.prototype;
        for (const k in proto) {
            if (!Object.prototype.hasOwnProperty.call(proto, k))
                continue;
            if (!(k in inst)) {
                inst[k] = proto[k].bind(inst);
            }
        }
    }
    // doesn't work if Parent has a constructor with arguments
    const Parent = params?.Parent ?? Object;
    class Definition extends Parent {
    }
    Object.defineProperty(Definition, "name", { value: name });
    function _(def) {
        const inst = params?.Parent ? newError(Definition) : this;
        init(inst, def);
        const deferred = inst._zod.deferred;
        if (deferred) {
            for (const fn of deferred) {
                fn();
            }
            // Released: initializers run once, and the list would otherwise be retained for the schema's lifetime.
            inst._zod.deferred = undefined;
        }
        // Global post-processor hook. Internal: installed by `import "zod/compile"` to enable AOT compilation for every constructed schema. Runs last, once the instance is fully built, because it hands the instance to compile(). The post-processor is expected to be reentrancy-guarded by its own implementation.
        const pp = globalThis.__zod_globalConfig?.postProcessor;
        if (pp)
            pp(inst);
        return inst;
    }
    Object.defineProperty(_, "init", { value: init });
    Object.defineProperty(_, Symbol.hasInstance, {
        value: (inst) => {
            if (params?.Parent && inst instanceof params.Parent)
                return true;
            return inst?._zod?.traits?.has(name);
        },
    });
    Object.defineProperty(_, "name", { value: name });
    return _;
}
//////////////////////////////   UTILITIES   ///////////////////////////////////////
const $brand = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("zod_brand")));
class $ZodAsyncError extends Error {
    constructor() {
        super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`);
    }
}
class $ZodEncodeError extends Error {
    constructor(name) {
        super(`Encountered unidirectional transform during encode: ${name}`);
        this.name = "ZodEncodeError";
    }
}
(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});
const globalConfig = globalThis.__zod_globalConfig;
function config(newConfig) {
    if (newConfig)
        Object.assign(globalConfig, newConfig);
    return globalConfig;
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/memoizer.js

class $ZodCyclicError extends Error {
    constructor() {
        super(`Cannot parse a reference cycle that closes through a transform`);
        this.name = "ZodCyclicError";
    }
}
/** Keyed off the context object every schema in one parse call already shares. */
const STATE = "~memo";
const NO_ISSUES = [];
// a value a cycle can close through
function isRef(value) {
    return value !== null && typeof value === "object";
}
// Receivers prefix paths in place, so the cache and every hand-out need their own copies.
function cloneIssues(issues) {
    return issues.map((iss) => (iss.path ? { ...iss, path: iss.path.slice() } : { ...iss }));
}
const recursive = /*@__PURE__*/ new WeakMap();
/** What the walk established, in order of certainty: ordered so the strongest answer among children wins. */
const NONE = 0;
const ASSUMED = 1;
const PROVEN = 2;
/** Whether this schema's subtree contains a cycle, so one parse can re-enter it. */
function isRecursive(inst, stack, resolve) {
    const cached = recursive.get(inst);
    if (cached !== undefined)
        return cached ? PROVEN : NONE;
    // Relative to the walk in progress, so not cached.
    if (stack.has(inst))
        return PROVEN;
    stack.add(inst);
    let result = NONE;
    const check = (child) => {
        if (result !== PROVEN && child?._zod) {
            const answer = isRecursive(child, stack, resolve);
            if (answer > result)
                result = answer;
        }
    };
    // `Reflect.ownKeys` rather than `Object.keys`, so a cycle through a declared symbol key is still seen
    const shape = (sh, spread) => {
        let answer = NONE;
        for (const key of Reflect.ownKeys(sh)) {
            const desc = Object.getOwnPropertyDescriptor(sh, key);
            // an object resolves its shape by spread, so a key it does not enumerate is never parsed; `z.properties` reads every own key and so keeps them all
            if (spread && !desc.enumerable)
                continue;
            // resolving runs user code, and a factory mints a fresh subtree per read, so an edge the walk can't follow counts as a cycle
            const child = desc.get ? ASSUMED : desc.value?._zod ? isRecursive(desc.value, stack, resolve) : NONE;
            if (child > answer)
                answer = child;
        }
        return answer;
    };
    const merge = (answer) => {
        if (answer > result)
            result = answer;
    };
    const def = inst._zod.def;
    const kind = def.type;
    switch (kind) {
        case "object": {
            const raw = rawShape(def);
            // a def with no raw shape answers `shape` from an accessor of its own, and running that can mint a whole fresh subtree
            merge(raw ? shape(raw, true) : ASSUMED);
            check(def.catchall);
            break;
        }
        case "array":
            check(def.element);
            break;
        case "tuple":
            for (const el of def.items)
                check(el);
            check(def.rest);
            break;
        case "record":
        case "map":
            check(def.keyType);
            check(def.valueType);
            break;
        case "set":
            check(def.valueType);
            break;
        case "union":
            for (const el of def.options)
                check(el);
            break;
        case "intersection":
            check(def.left);
            check(def.right);
            break;
        case "optional":
        case "nullable":
        case "default":
        case "prefault":
        case "catch":
        case "readonly":
        case "nonoptional":
        case "promise":
        case "success":
            check(def.innerType);
            break;
        case "pipe":
            check(def.in);
            check(def.out);
            break;
        case "function":
            check(def.input);
            check(def.output);
            break;
        // `$ZodLazy` caches its inner on the def, so a resolved edge is followed exactly
        case "lazy": {
            const inner = def._cachedInner ?? (resolve ? inst._zod.innerType : undefined);
            // walked with resolution off: one hop sees past the deferral, and a lazy that yields only another unresolved lazy is generative, so it stops there
            merge(inner ? isRecursive(inner, stack, false) : ASSUMED);
            break;
        }
        // a leaf by choice: `parts` are regex fragments, not data positions
        case "template_literal":
        // leaves
        case "string":
        case "number":
        case "int":
        case "boolean":
        case "bigint":
        case "symbol":
        case "undefined":
        case "null":
        case "void":
        case "never":
        case "any":
        case "unknown":
        case "date":
        case "nan":
        case "enum":
        case "literal":
        case "file":
        case "transform":
        case "custom":
            break;
        default: {
            // a new built-in kind becomes a compile error here
            kind;
            // a user-defined kind can still hold children, and only its author knows where, so fall back to scanning the def — skipping accessors, since reading one can run user code
            for (const key in def) {
                const desc = Object.getOwnPropertyDescriptor(def, key);
                if (!desc || desc.get)
                    continue;
                const value = desc.value;
                if (!value || typeof value !== "object")
                    continue;
                if (value._zod)
                    check(value);
                else if (Array.isArray(value))
                    for (const el of value)
                        check(el);
            }
        }
    }
    stack.delete(inst);
    return settle(inst, result);
}
/** An assumed answer must not outlive the resolution that settles it, so only a certain one is cached. */
function settle(inst, answer) {
    if (answer !== ASSUMED)
        recursive.set(inst, answer === PROVEN);
    return answer;
}
/**
 * Whether one parse can re-enter this schema, i.e. its subtree contains a cycle.
 * Exported for `z.compile`, which refuses to compile such a schema: cycle
 * breaking is driven from here off state keyed on the parse context, and a
 * generated fast path has no context to key on.
 */
function isRecursiveSchema(inst) {
    // z.compile never parses, so nothing would ever resolve a lazy for it; it runs once and already treats a throw here as recursive
    return isRecursive(inst, new Set(), true) !== NONE;
}
function bucketFor(state, inst) {
    let bucket = state.buckets.get(inst);
    if (!bucket) {
        bucket = new WeakMap();
        state.buckets.set(inst, bucket);
    }
    return bucket;
}
// Set immediately before delegating to core and cleared immediately after, so `alloc` registers only for a visit this module is driving.
let handoff;
// Allocated but unfinished entries. `alloc` and the matching pop both happen in the synchronous part of a parse, so they nest even when children are async, and one stack serves every schema.
const memoizer_open = [];
const memo = {
    alloc(_inst, payload, empty) {
        const bucket = handoff;
        if (!bucket)
            return empty;
        handoff = undefined;
        const entry = { value: empty, issues: null };
        bucket.set(payload.value, entry);
        memoizer_open.push(entry);
        return empty;
    },
    guard(inst) {
        var _a;
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred.push(() => {
            const base = inst._zod.parse;
            const wrapped = (payload, ctx) => {
                // The value is a placeholder a back-edge is still waiting on, so the cycle closes through this transform. Its output can't exist in time to bind.
                if (ctx.direction !== "backward" && isBackEdge(ctx, payload.value))
                    throw new $ZodCyclicError();
                return base(payload, ctx);
            };
            inst._zod.parse = wrapped;
            if (inst._zod.run === base)
                inst._zod.run = wrapped;
        });
    },
    attach(inst) {
        var _a;
        let isRecursiveInst;
        let rechecked = false;
        // a recursive schema is re-entered many times per parse and its bucket never changes
        let lastCtx;
        let lastBucket;
        // Wraps `parse` in a deferred so it sees the container's final parse. Core's own deferred copies `parse` into `run` when there are no checks, and it ran first, so `run` is patched to match; with checks, `run` reads `parse` dynamically.
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred.push(() => {
            const base = inst._zod.parse;
            const wrapped = (payload, ctx) => {
                if (isRecursiveInst === undefined) {
                    const walked = isRecursive(inst, new Set(), false);
                    if (walked === NONE) {
                        // Nothing here can ever fire, so take it back out.
                        inst._zod.parse = base;
                        if (inst._zod.run === wrapped)
                            inst._zod.run = base;
                        return base(payload, ctx);
                    }
                    // this parse resolves the deferred edges on its own path, so ask once more before latching
                    if (walked === PROVEN || rechecked)
                        isRecursiveInst = true;
                    else
                        rechecked = true;
                }
                const input = payload.value;
                if (!isRef(input))
                    return base(payload, ctx);
                let state = ctx[STATE];
                if (!state) {
                    state = { buckets: new WeakMap(), backEdges: undefined };
                    ctx[STATE] = state;
                }
                let bucket;
                if (lastCtx === ctx) {
                    bucket = lastBucket;
                }
                else {
                    bucket = bucketFor(state, inst);
                    lastCtx = ctx;
                    lastBucket = bucket;
                }
                const hit = bucket.get(input);
                if (hit) {
                    payload.value = hit.value;
                    if (hit.issues) {
                        if (hit.issues.length)
                            payload.issues.push(...cloneIssues(hit.issues));
                    }
                    else {
                        // Still being parsed: its own checks cover it, so skip them here.
                        payload.memo = true;
                        state.backEdges ?? (state.backEdges = new WeakSet());
                        state.backEdges.add(hit.value);
                    }
                    return payload;
                }
                handoff = bucket;
                const depth = memoizer_open.length;
                const result = base(payload, ctx);
                handoff = undefined;
                // A container that rejected its input outright allocated nothing.
                const entry = memoizer_open.length > depth ? memoizer_open.pop() : undefined;
                // Both paths written out so the sync one allocates no closure. It runs once per node, and capturing here cost more than everything else combined.
                if (result instanceof Promise) {
                    return result.then((r) => {
                        if (entry)
                            entry.issues = r.issues.length ? cloneIssues(r.issues) : NO_ISSUES;
                        return r;
                    });
                }
                if (entry)
                    entry.issues = result.issues.length ? cloneIssues(result.issues) : NO_ISSUES;
                return result;
            };
            inst._zod.parse = wrapped;
            if (inst._zod.run === base)
                inst._zod.run = wrapped;
        });
    },
};
/** The memoizer that gives containers cycle support. `zod` installs it by default; `zod/mini` opts in with `config({ memoizer: memoizer() })`. */
function memoizer() {
    return memo;
}
/** Whether this value is a node a back-edge resolved to before it finished. */
function isBackEdge(ctx, value) {
    const backEdges = ctx[STATE]?.backEdges;
    return backEdges !== undefined && isRef(value) && backEdges.has(value);
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/regexes.js

/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link cuid2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const cuid = /^[cC][0-9a-z]{6,}$/;
const cuid2 = /^[0-9a-z]+$/;
const ulid = /^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$/;
const xid = /^[0-9a-vA-V]{20}$/;
const ksuid = /^[A-Za-z0-9]{27}$/;
const nanoid = /^[a-zA-Z0-9_-]{21}$/;
function nanoidOfLength(length) {
    return new RegExp(`^[a-zA-Z0-9_-]{${length}}$`);
}
/** ISO 8601-1 duration regex. Does not support the 8601-2 extensions like negative durations or fractional/negative components. */
const duration = /^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/;
/** Implements ISO 8601-2 extensions like explicit +- prefixes, mixing weeks with other units, and fractional/negative components. */
const extendedDuration = /^[-+]?P(?!$)(?:(?:[-+]?\d+Y)|(?:[-+]?\d+[.,]\d+Y$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:(?:[-+]?\d+W)|(?:[-+]?\d+[.,]\d+W$))?(?:(?:[-+]?\d+D)|(?:[-+]?\d+[.,]\d+D$))?(?:T(?=[\d+-])(?:(?:[-+]?\d+H)|(?:[-+]?\d+[.,]\d+H$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:[-+]?\d+(?:[.,]\d+)?S)?)??$/;
/** A regex for any UUID-like identifier: 8-4-4-4-12 hex pattern */
const guid = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;
/** Returns a regex for validating an RFC 9562/4122 UUID.
 *
 * @param version Optionally specify a version 1-8. If no version is specified, all versions are supported. */
const uuid = (version) => {
    if (!version)
        return /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    return new RegExp(`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${version}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`);
};
const uuid4 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(4)));
const uuid6 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(6)));
const uuid7 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(7)));
/** Practical email validation */
const email = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
/** Equivalent to the HTML5 input[type=email] validation implemented by browsers. Source: https://developer.mozilla.org/en-US/docs/Web/HTML/Element/input/email */
const html5Email = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/** The classic emailregex.com regex for RFC 5322-compliant emails */
const rfc5322Email = /^(([^<>()\[\]\\.,;:\s@"]+(\.[^<>()\[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;
/** A loose regex that allows Unicode characters, enforces length limits, and that's about it. */
const unicodeEmail = /^[^\s@"]{1,64}@[^\s@]{1,255}$/u;
const idnEmail = (/* unused pure expression or super */ null && (unicodeEmail));
const browserEmail = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
// from https://thekevinscott.com/emojis-in-javascript/#writing-a-regular-expression
// Single character class, not an alternation: the two properties overlap (U+1F9B0-U+1F9B3), so `(A|B)+` backtracks exponentially on a failed match. The leading lookahead then demands one anchor — a pictograph, a regional indicator, or the enclosing keycap — because `\p{Emoji_Component}` on its own covers ASCII digits, `#`, `*`, ZWJ, variation selectors and skin tone modifiers, none of which is an emoji without a base.
const _emoji = `^(?=[\\s\\S]*[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u20E3])[\\p{Extended_Pictographic}\\p{Emoji_Component}]+$`;
function emoji() {
    return new RegExp(_emoji, "u");
}
const ipv4 = /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/;
const ipv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))$/;
const mac = (delimiter) => {
    const escapedDelim = util.escapeRegex(delimiter ?? ":");
    return new RegExp(`^(?:[0-9A-F]{2}${escapedDelim}){5}[0-9A-F]{2}$|^(?:[0-9a-f]{2}${escapedDelim}){5}[0-9a-f]{2}$`);
};
const cidrv4 = /^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/([0-9]|[1-2][0-9]|3[0-2])$/;
const cidrv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/;
// https://stackoverflow.com/questions/7860392/determine-if-string-is-in-base64-using-javascript
const base64 = /^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/;
const base64url = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/;
// based on https://stackoverflow.com/questions/106179/regular-expression-to-match-dns-hostname-or-ip-address
// export const hostname: RegExp = /^([a-zA-Z0-9-]+\.)*[a-zA-Z0-9-]+$/;
const hostname = /^(?=.{1,253}\.?$)[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[-0-9a-zA-Z]{0,61}[0-9a-zA-Z])?)*\.?$/;
const domain = /^(?=.{1,253}$)([a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;
const httpProtocol = /^https?$/;
// https://blog.stevenlevithan.com/archives/validate-phone-number#r4-3 (regex sans spaces) E.164: leading digit must be 1-9; total digits (excluding '+') between 7-15
const e164 = /^\+[1-9]\d{6,14}$/;
// Credit card shape: 12–19 digits, optionally separated by single spaces or single hyphens. ISO/IEC 7812 caps the PAN at 19 digits; 12 is the shortest issued length (Maestro).
const creditCard = /^\d(?:[ -]?\d){11,18}$/;
// ISO 4217 alpha codes from the SIX list, regenerated by scripts/update-iso-4217.ts
const currencyCode = /^(?:AED|AFN|ALL|AMD|AOA|ARS|AUD|AWG|AZN|BAM|BBD|BDT|BHD|BIF|BMD|BND|BOB|BOV|BRL|BSD|BTN|BWP|BYN|BZD|CAD|CDF|CHE|CHF|CHW|CLF|CLP|CNY|COP|COU|CRC|CUP|CVE|CZK|DJF|DKK|DOP|DZD|EGP|ERN|ETB|EUR|FJD|FKP|GBP|GEL|GHS|GIP|GMD|GNF|GTQ|GYD|HKD|HNL|HTG|HUF|IDR|ILS|INR|IQD|IRR|ISK|JMD|JOD|JPY|KES|KGS|KHR|KMF|KPW|KRW|KWD|KYD|KZT|LAK|LBP|LKR|LRD|LSL|LYD|MAD|MDL|MGA|MKD|MMK|MNT|MOP|MRU|MUR|MVR|MWK|MXN|MXV|MYR|MZN|NAD|NGN|NIO|NOK|NPR|NZD|OMR|PAB|PEN|PGK|PHP|PKR|PLN|PYG|QAR|RON|RSD|RUB|RWF|SAR|SBD|SCR|SDG|SEK|SGD|SHP|SLE|SOS|SRD|SSP|STN|SVC|SYP|SZL|THB|TJS|TMT|TND|TOP|TRY|TTD|TWD|TZS|UAH|UGX|USD|USN|UYI|UYU|UYW|UZS|VED|VES|VND|VUV|WST|XAD|XAF|XAG|XAU|XBA|XBB|XBC|XBD|XCD|XCG|XDR|XOF|XPD|XPF|XPT|XSU|XTS|XUA|XXX|YER|ZAR|ZMW|ZWG)$/;
// iban electronic format: 2-letter country, check digits 02-98 (the only values `98 - remainder` can produce), 11-30 bban characters
const iban = /^[A-Z]{2}(?!00|01|99)\d{2}[A-Z0-9]{11,30}$/;
const dateSource = `(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))`;
/** Anchors a pattern source. The interpolation lives here rather than at the call site because
 * esbuild will not drop a `@__PURE__` call whose own argument interpolates a variable, but it
 * will drop `anchor(dateSource)`. Keeping it inline pinned `date` into every bundle. */
function regexes_anchor(source) {
    return new RegExp(`^${source}$`);
}
const date = /*@__PURE__*/ regexes_anchor(dateSource);
function timeSource(args) {
    const hhmm = `(?:[01]\\d|2[0-3]):[0-5]\\d`;
    const regex = typeof args.precision === "number"
        ? args.precision === -1
            ? `${hhmm}`
            : args.precision === 0
                ? `${hhmm}:[0-5]\\d`
                : `${hhmm}:[0-5]\\d\\.\\d{${args.precision}}`
        : args.seconds
            ? `${hhmm}:[0-5]\\d(?:\\.\\d+)?`
            : `${hhmm}(?::[0-5]\\d(?:\\.\\d+)?)?`;
    return regex;
}
function time(args) {
    return new RegExp(`^${timeSource(args)}$`);
}
// Adapted from https://stackoverflow.com/a/3143231
function datetime(args) {
    const opts = ["Z"];
    // if (args.offset) opts.push(`([+-]\\d{2}:\\d{2})`);
    if (args.offset)
        opts.push(`([+-](?:[01]\\d|2[0-3]):[0-5]\\d)`);
    // RFC 3339 mandates seconds wherever the time carries a `Z` or an offset, so only the unqualified form `local` adds may omit them
    const qualified = `${timeSource({ precision: args.precision, seconds: true })}(?:${opts.join("|")})`;
    const timeRegex = args.local ? `${qualified}|${timeSource({ precision: args.precision })}` : qualified;
    return new RegExp(`^${dateSource}T(?:${timeRegex})$`);
}
// the unbounded form of `string()` as a literal, so every plain string shares one instance instead of building its own
const anyString = /^[\s\S]{0,}$/;
const string = (params) => {
    const regex = params ? `[\\s\\S]{${params?.minimum ?? 0},${params?.maximum ?? ""}}` : `[\\s\\S]*`;
    return new RegExp(`^${regex}$`);
};
const bigint = /^-?\d+n?$/;
const integer = /^-?\d+$/;
const number = /^-?\d+(?:\.\d+)?$/;
const regexes_boolean = /^(?:true|false)$/i;
const _null = /^null$/i;

const _undefined = /^undefined$/i;

// regex for string with no uppercase letters
const lowercase = /^[^A-Z]*$/;
// regex for string with no lowercase letters
const uppercase = /^[^a-z]*$/;
// regex for hexadecimal strings (any length)
const hex = /^[0-9a-fA-F]*$/;
// Hash regexes for different algorithms and encodings
// Helper function to create base64 regex with exact length and padding
function fixedBase64(bodyLength, padding) {
    return new RegExp(`^[A-Za-z0-9+/]{${bodyLength}}${padding}$`);
}
// Helper function to create base64url regex with exact length (no padding)
function fixedBase64url(length) {
    return new RegExp(`^[A-Za-z0-9_-]{${length}}$`);
}
// MD5 (16 bytes): base64 = 24 chars total (22 + "==")
const md5_hex = /^[0-9a-fA-F]{32}$/;
const md5_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(22, "==")));
const md5_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(22)));
// SHA1 (20 bytes): base64 = 28 chars total (27 + "=")
const sha1_hex = /^[0-9a-fA-F]{40}$/;
const sha1_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(27, "=")));
const sha1_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(27)));
// SHA256 (32 bytes): base64 = 44 chars total (43 + "=")
const sha256_hex = /^[0-9a-fA-F]{64}$/;
const sha256_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(43, "=")));
const sha256_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(43)));
// SHA384 (48 bytes): base64 = 64 chars total (no padding)
const sha384_hex = /^[0-9a-fA-F]{96}$/;
const sha384_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(64, "")));
const sha384_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(64)));
// SHA512 (64 bytes): base64 = 88 chars total (86 + "==")
const sha512_hex = /^[0-9a-fA-F]{128}$/;
const sha512_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(86, "==")));
const sha512_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(86)));

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/checks.js
// import { $ZodType } from "./schemas.js";



const $ZodCheck = /*@__PURE__*/ $constructor("$ZodCheck", (inst, def) => {
    var _a;
    inst._zod ?? (inst._zod = {});
    inst._zod.def = def;
    (_a = inst._zod).onattach ?? (_a.onattach = []);
});
/** Default `when` for size-based checks: run only on non-nullish values with a `size`. */
const _whenHasSize = (payload) => {
    const val = payload.value;
    return !util.nullish(val) && val.size !== undefined;
};
/** Default `when` for length-based checks: run only on non-nullish values with a `length`. */
const _whenHasLength = (payload) => {
    const val = payload.value;
    return !nullish(val) && val.length !== undefined;
};
const numericOriginMap = {
    number: "number",
    bigint: "bigint",
    object: "date",
};
const $ZodCheckLessThan = /*@__PURE__*/ $constructor("$ZodCheckLessThan", (inst, def) => {
    $ZodCheck.init(inst, def);
    const origin = numericOriginMap[typeof def.value];
    inst._zod.check = (payload) => {
        if (def.inclusive ? payload.value <= def.value : payload.value < def.value) {
            return;
        }
        payload.issues.push({
            origin: numericOriginMap[typeof payload.value] ?? origin,
            code: "too_big",
            maximum: typeof def.value === "object" ? def.value.getTime() : def.value,
            input: payload.value,
            inclusive: def.inclusive,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckGreaterThan = /*@__PURE__*/ $constructor("$ZodCheckGreaterThan", (inst, def) => {
    $ZodCheck.init(inst, def);
    const origin = numericOriginMap[typeof def.value];
    inst._zod.check = (payload) => {
        if (def.inclusive ? payload.value >= def.value : payload.value > def.value) {
            return;
        }
        payload.issues.push({
            origin: numericOriginMap[typeof payload.value] ?? origin,
            code: "too_small",
            minimum: typeof def.value === "object" ? def.value.getTime() : def.value,
            input: payload.value,
            inclusive: def.inclusive,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckMultipleOf = 
/*@__PURE__*/ $constructor("$ZodCheckMultipleOf", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        if (typeof payload.value !== typeof def.value)
            throw new Error("Cannot mix number and bigint in multiple_of check.");
        const isMultiple = typeof payload.value === "bigint"
            ? // `value % 0n` throws, and nothing is a multiple of zero — the number branch already fails this way via NaN
                def.value !== BigInt(0) && payload.value % def.value === BigInt(0)
            : floatSafeRemainder(payload.value, def.value) === 0;
        if (isMultiple)
            return;
        payload.issues.push({
            origin: typeof payload.value,
            code: "not_multiple_of",
            divisor: def.value,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckNumberFormat = /*@__PURE__*/ $constructor("$ZodCheckNumberFormat", (inst, def) => {
    $ZodCheck.init(inst, def); // no format checks
    def.format = def.format || "float64";
    const isInt = def.format?.includes("int");
    const origin = isInt ? "int" : "number";
    const [minimum, maximum] = NUMBER_FORMAT_RANGES[def.format];
    inst._zod.check = (payload) => {
        const input = payload.value;
        if (isInt) {
            if (!Number.isInteger(input)) {
                // invalid_format issue
                // payload.issues.push({
                //   expected: def.format,
                //   format: def.format,
                //   code: "invalid_format",
                //   input,
                //   inst,
                // });
                // invalid_type issue
                payload.issues.push({
                    expected: origin,
                    format: def.format,
                    code: "invalid_type",
                    continue: false,
                    input,
                    inst,
                });
                return;
                // not_multiple_of issue
                // payload.issues.push({
                //   code: "not_multiple_of",
                //   origin: "number",
                //   input,
                //   inst,
                //   divisor: 1,
                // });
            }
            if (!Number.isSafeInteger(input)) {
                if (input > 0) {
                    // too_big
                    payload.issues.push({
                        input,
                        code: "too_big",
                        maximum: Number.MAX_SAFE_INTEGER,
                        note: "Integers must be within the safe integer range.",
                        inst,
                        origin,
                        inclusive: true,
                        continue: !def.abort,
                    });
                }
                else {
                    // too_small
                    payload.issues.push({
                        input,
                        code: "too_small",
                        minimum: Number.MIN_SAFE_INTEGER,
                        note: "Integers must be within the safe integer range.",
                        inst,
                        origin,
                        inclusive: true,
                        continue: !def.abort,
                    });
                }
                return;
            }
        }
        if (input < minimum) {
            payload.issues.push({
                origin: "number",
                input,
                code: "too_small",
                minimum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
        if (input > maximum) {
            payload.issues.push({
                origin: "number",
                input,
                code: "too_big",
                maximum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodCheckBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckBigIntFormat", (inst, def) => {
    $ZodCheck.init(inst, def); // no format checks
    const [minimum, maximum] = util.BIGINT_FORMAT_RANGES[def.format];
    inst._zod.check = (payload) => {
        const input = payload.value;
        if (input < minimum) {
            payload.issues.push({
                origin: "bigint",
                input,
                code: "too_small",
                minimum: minimum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
        if (input > maximum) {
            payload.issues.push({
                origin: "bigint",
                input,
                code: "too_big",
                maximum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
    };
})));
const $ZodCheckMaxSize = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMaxSize", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size <= def.maximum)
            return;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            code: "too_big",
            maximum: def.maximum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckMinSize = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMinSize", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size >= def.minimum)
            return;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            code: "too_small",
            minimum: def.minimum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckSizeEquals = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckSizeEquals", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size === def.size)
            return;
        const tooBig = size > def.size;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            ...(tooBig ? { code: "too_big", maximum: def.size } : { code: "too_small", minimum: def.size }),
            inclusive: true,
            exact: true,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckMaxLength = /*@__PURE__*/ $constructor("$ZodCheckMaxLength", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // Strings are measured in Unicode code points, not UTF-16 units. A code point is at most two units, so a string that already fits in units fits in code points; only an overflow has to be counted.
        const length = typeof input === "string" && units > def.maximum ? codePointLength(input) : units;
        if (length <= def.maximum)
            return;
        const origin = getLengthableOrigin(input);
        payload.issues.push({
            origin,
            code: "too_big",
            maximum: def.maximum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckMinLength = /*@__PURE__*/ $constructor("$ZodCheckMinLength", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // A code point is one or two UTF-16 units, so fewer units than the floor can never reach it and twice the floor always clears it. Only in between is the exact count in doubt.
        const length = typeof input === "string" && units >= def.minimum && units < def.minimum * 2
            ? codePointLength(input)
            : units;
        if (length >= def.minimum)
            return;
        const origin = getLengthableOrigin(input);
        payload.issues.push({
            origin,
            code: "too_small",
            minimum: def.minimum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckLengthEquals = /*@__PURE__*/ $constructor("$ZodCheckLengthEquals", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // A code point is one or two UTF-16 units, so outside `[length, length * 2]` units the target is missed either way — and missed in the same direction in both measures.
        const length = typeof input === "string" && units >= def.length && units <= def.length * 2
            ? codePointLength(input)
            : units;
        if (length === def.length)
            return;
        const origin = getLengthableOrigin(input);
        const tooBig = length > def.length;
        payload.issues.push({
            origin,
            ...(tooBig ? { code: "too_big", maximum: def.length } : { code: "too_small", minimum: def.length }),
            inclusive: true,
            exact: true,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckStringFormat = /*@__PURE__*/ $constructor("$ZodCheckStringFormat", (inst, def) => {
    var _a, _b;
    $ZodCheck.init(inst, def);
    if (def.pattern)
        (_a = inst._zod).check ?? (_a.check = (payload) => {
            def.pattern.lastIndex = 0;
            if (def.pattern.test(payload.value))
                return;
            payload.issues.push({
                origin: "string",
                code: "invalid_format",
                format: def.format,
                input: payload.value,
                ...(def.pattern ? { pattern: def.pattern.toString() } : {}),
                inst,
                continue: !def.abort,
            });
        });
    else
        (_b = inst._zod).check ?? (_b.check = () => { });
});
const $ZodCheckRegex = /*@__PURE__*/ $constructor("$ZodCheckRegex", (inst, def) => {
    $ZodCheckStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        def.pattern.lastIndex = 0;
        if (def.pattern.test(payload.value))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "regex",
            input: payload.value,
            pattern: def.pattern.toString(),
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckLowerCase = /*@__PURE__*/ $constructor("$ZodCheckLowerCase", (inst, def) => {
    def.pattern ?? (def.pattern = lowercase);
    $ZodCheckStringFormat.init(inst, def);
});
const $ZodCheckUpperCase = /*@__PURE__*/ $constructor("$ZodCheckUpperCase", (inst, def) => {
    def.pattern ?? (def.pattern = uppercase);
    $ZodCheckStringFormat.init(inst, def);
});
const $ZodCheckIncludes = /*@__PURE__*/ $constructor("$ZodCheckIncludes", (inst, def) => {
    $ZodCheck.init(inst, def);
    const escapedRegex = escapeRegex(def.includes);
    // `String.prototype.includes(sub, position)` matches `sub` at `position`
    // OR LATER, so the pattern must allow at least `position` leading chars
    // (`{N,}`), not exactly `position` chars (`{N}`).
    const pattern = new RegExp(typeof def.position === "number" ? `^.{${def.position},}${escapedRegex}` : escapedRegex);
    def.pattern = pattern;
    inst._zod.check = (payload) => {
        if (payload.value.includes(def.includes, def.position))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "includes",
            includes: def.includes,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckStartsWith = /*@__PURE__*/ $constructor("$ZodCheckStartsWith", (inst, def) => {
    $ZodCheck.init(inst, def);
    const pattern = new RegExp(`^${escapeRegex(def.prefix)}.*`);
    def.pattern ?? (def.pattern = pattern);
    inst._zod.check = (payload) => {
        if (payload.value.startsWith(def.prefix))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "starts_with",
            prefix: def.prefix,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckEndsWith = /*@__PURE__*/ $constructor("$ZodCheckEndsWith", (inst, def) => {
    $ZodCheck.init(inst, def);
    const pattern = new RegExp(`.*${escapeRegex(def.suffix)}$`);
    def.pattern ?? (def.pattern = pattern);
    inst._zod.check = (payload) => {
        if (payload.value.endsWith(def.suffix))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "ends_with",
            suffix: def.suffix,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
///////////////////////////////////
/////    $ZodCheckProperty    /////
///////////////////////////////////
function handleCheckPropertyResult(result, payload, property) {
    if (result.issues.length) {
        payload.issues.push(...prefixIssues(property, result.issues));
    }
}
const $ZodCheckProperty = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckProperty", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        const result = def.schema._zod.run({
            value: payload.value[def.property],
            issues: [],
        }, {});
        if (result instanceof Promise) {
            return result.then((result) => handleCheckPropertyResult(result, payload, def.property));
        }
        handleCheckPropertyResult(result, payload, def.property);
        return;
    };
})));
const $ZodCheckProperties = /*@__PURE__*/ $constructor("$ZodCheckProperties", (inst, def) => {
    $ZodCheck.init(inst, def);
    hide(inst, Symbol.iterator, function* () {
        yield inst;
    });
    // key and schema snapshotted together: reading one live and the other cached lets a later mutation of the caller's shape object pair a stale key with a missing schema
    let entries;
    inst._zod.check = (payload) => {
        // the base schema already typed the value, so only a nullish one is rejected here: the properties read on a primitive too, matching z.property() on a string's length
        if (payload.value == null) {
            payload.issues.push({ expected: "object", code: "invalid_type", input: payload.value, inst });
            return undefined;
        }
        entries ?? (entries = Reflect.ownKeys(def.shape).map((key) => [key, def.shape[key]]));
        const input = payload.value;
        let proms;
        for (const [key, schema] of entries) {
            const result = schema._zod.run({ value: input[key], issues: [] }, {});
            if (result instanceof Promise) {
                proms ?? (proms = []);
                proms.push(result.then((result) => handleCheckPropertyResult(result, payload, key)));
            }
            else {
                handleCheckPropertyResult(result, payload, key);
            }
        }
        if (proms)
            return Promise.all(proms).then(() => undefined);
        return undefined;
    };
});
const $ZodCheckMimeType = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMimeType", (inst, def) => {
    $ZodCheck.init(inst, def);
    const mimeSet = new Set(def.mime);
    inst._zod.check = (payload) => {
        if (mimeSet.has(payload.value.type))
            return;
        payload.issues.push({
            code: "invalid_value",
            values: def.mime,
            input: payload.value.type,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckOverwrite = /*@__PURE__*/ $constructor("$ZodCheckOverwrite", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        payload.value = def.tx(payload.value);
    };
});

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/doc.js
class Doc {
    constructor(args = [], closed = {}) {
        this.content = [];
        this.indent = 0;
        this.args = args;
        this.closed = closed;
    }
    // the compiler catches a child's throw and keeps writing into this doc, so the indent has to unwind with it
    indented(fn) {
        this.indent += 1;
        try {
            fn(this);
        }
        finally {
            this.indent -= 1;
        }
    }
    write(arg) {
        if (typeof arg === "function") {
            arg(this, { execution: "sync" });
            arg(this, { execution: "async" });
            return;
        }
        const content = arg;
        const lines = content.split("\n").filter((x) => x);
        const minIndent = Math.min(...lines.map((x) => x.length - x.trimStart().length));
        const dedented = lines.map((x) => x.slice(minIndent)).map((x) => " ".repeat(this.indent * 2) + x);
        for (const line of dedented) {
            this.content.push(line);
        }
    }
    compile() {
        const F = Function;
        const content = this?.content ?? [``];
        const factory = new F(...Object.keys(this.closed), `return function (${this.args.join(", ")}) {\n${content.join("\n")}\n};`);
        return factory(...Object.values(this.closed));
    }
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/versions.js
const version = {
    major: 4,
    minor: 6,
    patch: 7,
};

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/schemas.js







const $ZodType = /*@__PURE__*/ $constructor("$ZodType", (inst, def) => {
    var _a;
    inst ?? (inst = {});
    inst._zod.def = def; // set _def property
    inst._zod.bag = inst._zod.bag || {}; // initialize _bag object
    inst._zod.version = version;
    const defChecks = inst._zod.def.checks;
    // if inst is itself a checks.$ZodCheck, run it as a check
    const checks = inst._zod.traits.has("$ZodCheck")
        ? [inst, ...(defChecks ?? [])]
        : defChecks?.length
            ? [...defChecks]
            : [];
    for (const ch of checks) {
        for (const fn of ch._zod.onattach) {
            fn(inst);
        }
    }
    if (checks.length === 0) {
        // deferred initializer inst._zod.parse is not yet defined
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred?.push(() => {
            inst._zod.run = inst._zod.parse;
        });
    }
    else {
        const runChecks = (payload, checks, ctx) => {
            if (payload.memo)
                return payload;
            let isAborted = aborted(payload);
            let asyncResult;
            for (const ch of checks) {
                if (ch._zod.def.when) {
                    if (explicitlyAborted(payload))
                        continue;
                    const shouldRun = ch._zod.def.when(payload);
                    if (!shouldRun)
                        continue;
                }
                else if (isAborted) {
                    continue;
                }
                const currLen = payload.issues.length;
                const _ = ch._zod.check(payload);
                if (_ instanceof Promise && ctx?.async === false) {
                    throw new $ZodAsyncError();
                }
                if (asyncResult || _ instanceof Promise) {
                    asyncResult = (asyncResult ?? Promise.resolve()).then(async () => {
                        await _;
                        const nextLen = payload.issues.length;
                        if (nextLen === currLen)
                            return;
                        attachSchema(payload.issues, currLen, inst);
                        if (!isAborted)
                            isAborted = aborted(payload, currLen);
                    });
                }
                else {
                    const nextLen = payload.issues.length;
                    if (nextLen === currLen)
                        continue;
                    attachSchema(payload.issues, currLen, inst);
                    if (!isAborted)
                        isAborted = aborted(payload, currLen);
                }
            }
            if (asyncResult) {
                return asyncResult.then(() => {
                    return payload;
                });
            }
            return payload;
        };
        const handleCanaryResult = (canary, payload, ctx) => {
            // abort if the canary is aborted
            if (aborted(canary)) {
                canary.aborted = true;
                return canary;
            }
            // run checks first, then
            const checkResult = runChecks(payload, checks, ctx);
            if (checkResult instanceof Promise) {
                if (ctx.async === false)
                    throw new $ZodAsyncError();
                return checkResult.then((checkResult) => inst._zod.parse(checkResult, ctx));
            }
            return inst._zod.parse(checkResult, ctx);
        };
        inst._zod.run = (payload, ctx) => {
            if (ctx.skipChecks) {
                return inst._zod.parse(payload, ctx);
            }
            if (ctx.direction === "backward") {
                // run canary initial pass (no checks)
                const canary = inst._zod.parse({ value: payload.value, issues: [] }, { ...ctx, skipChecks: true });
                if (canary instanceof Promise) {
                    return canary.then((canary) => {
                        return handleCanaryResult(canary, payload, ctx);
                    });
                }
                return handleCanaryResult(canary, payload, ctx);
            }
            // forward
            const result = inst._zod.parse(payload, ctx);
            if (result instanceof Promise) {
                if (ctx.async === false)
                    throw new $ZodAsyncError();
                return result.then((result) => runChecks(result, checks, ctx));
            }
            return runChecks(result, checks, ctx);
        };
    }
}, {
    // Wrappers extend this by installing a richer factory over it; reading it eagerly would defeat the laziness.
    get "~standard"() {
        return hide(this, "~standard", standardProps(this));
    },
    set "~standard"(value) {
        own(this, "~standard", value);
    },
});
/** The Standard Schema surface for `inst`. Shared so wrappers can extend it without forcing it. */
// a Standard Schema result only reports issues, so a failure finalizes them straight off the raw payload: no ZodError, and no lazy result to read through
const toStandardResult = (r, ctx) => r.issues.length ? { issues: r.issues.map((iss) => finalizeIssue(iss, ctx, config())) } : { value: r.value };
async function validateAsync(inst, value) {
    const ctx = { async: true };
    return toStandardResult((await inst._zod.run({ value, issues: [] }, ctx)), ctx);
}
function standardProps(inst) {
    return {
        validate: (value) => {
            const ctx = { async: false };
            try {
                const r = inst._zod.run({ value, issues: [] }, ctx);
                if (!(r instanceof Promise))
                    return toStandardResult(r, ctx);
            }
            catch (_) { }
            // async function so a synchronously throwing check rejects instead of escaping validate
            return validateAsync(inst, value);
        },
        vendor: "zod",
        version: 1,
    };
}

const $ZodString = /*@__PURE__*/ $constructor("$ZodString", (inst, def) => {
    $ZodType.init(inst, def);
    // a format's own pattern, else unbounded; a template literal derives the check-aware form itself
    inst._zod.pattern = def.pattern ?? anyString;
    inst._zod.parse = (payload, _) => {
        if (def.coerce)
            try {
                payload.value = String(payload.value);
            }
            catch (_) { }
        if (typeof payload.value === "string")
            return payload;
        payload.issues.push({
            expected: "string",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodStringFormat = /*@__PURE__*/ $constructor("$ZodStringFormat", (inst, def) => {
    // check initialization must come first
    $ZodCheckStringFormat.init(inst, def);
    $ZodString.init(inst, def);
});
const $ZodGUID = /*@__PURE__*/ $constructor("$ZodGUID", (inst, def) => {
    def.pattern ?? (def.pattern = guid);
    $ZodStringFormat.init(inst, def);
});
const $ZodUUID = /*@__PURE__*/ $constructor("$ZodUUID", (inst, def) => {
    if (def.version) {
        const versionMap = {
            v1: 1,
            v2: 2,
            v3: 3,
            v4: 4,
            v5: 5,
            v6: 6,
            v7: 7,
            v8: 8,
        };
        const v = versionMap[def.version];
        if (v === undefined)
            throw new Error(`Invalid UUID version: "${def.version}"`);
        def.pattern ?? (def.pattern = uuid(v));
    }
    else
        def.pattern ?? (def.pattern = uuid());
    $ZodStringFormat.init(inst, def);
});
const $ZodEmail = /*@__PURE__*/ $constructor("$ZodEmail", (inst, def) => {
    def.pattern ?? (def.pattern = email);
    $ZodStringFormat.init(inst, def);
});
/** The `://` guard rejected the input before the URL constructor saw it. */
const URL_BAD_FORMAT = 1;
/** The URL parser rejected the input. */
const URL_UNPARSEABLE = 2;
function canParseURL(input) {
    try {
        if (typeof URL !== "undefined" && typeof URL.canParse === "function")
            return URL.canParse(input);
        new URL(input);
        return true;
    }
    catch {
        return false;
    }
}
function validateURL(trimmed, def) {
    if (!("normalize" in def) && !("hostname" in def) && !("protocol" in def)) {
        return canParseURL(trimmed) || URL_UNPARSEABLE;
    }
    return parseURLObject(trimmed, def);
}
/** Parses a URL while preserving the non-normalizing HTTP guard. */
function parseURLObject(trimmed, def) {
    // When normalize is off, require :// for http/https URLs. This prevents strings like "http:example.com" or "https:/path" from being silently accepted
    if (!def.normalize && def.protocol?.source === httpProtocol.source && !/^https?:\/\//i.test(trimmed)) {
        return URL_BAD_FORMAT;
    }
    try {
        if (typeof URL !== "undefined") {
            const URLStatic = URL;
            if (typeof URLStatic.parse === "function")
                return URLStatic.parse(trimmed) ?? URL_UNPARSEABLE;
        }
        // @ts-ignore
        return new URL(trimmed);
    }
    catch {
        return URL_UNPARSEABLE;
    }
}
const asciiTabOrNewline = /[\t\n\r]/g;
/** The URL parser deletes every ASCII tab, LF and CR from its input before it parses, so `new URL("https://exa\nmple.com")` reports on `example.com`. Applying the same deletion to the returned value closes the half of that divergence which can move the host; the parser's other rewrite, stripping C0 controls at the edges, cannot. */
function stripTabAndNewline(value) {
    return value.replace(asciiTabOrNewline, "");
}
function urlHostnameOk(url, hostname) {
    hostname.lastIndex = 0;
    return hostname.test(url.hostname);
}
function urlProtocolOk(url, protocol) {
    protocol.lastIndex = 0;
    return protocol.test(url.protocol.endsWith(":") ? url.protocol.slice(0, -1) : url.protocol);
}
const $ZodURL = /*@__PURE__*/ $constructor("$ZodURL", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        try {
            // Trim whitespace from input
            const trimmed = payload.value.trim();
            const url = validateURL(trimmed, def);
            if (url === URL_BAD_FORMAT) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid URL format",
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
                return;
            }
            if (url === URL_UNPARSEABLE) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
                return;
            }
            if (url === true) {
                payload.value = stripTabAndNewline(trimmed);
                return;
            }
            if (def.hostname && !urlHostnameOk(url, def.hostname)) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid hostname",
                    pattern: def.hostname.source,
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
            }
            if (def.protocol && !urlProtocolOk(url, def.protocol)) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid protocol",
                    pattern: def.protocol.source,
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
            }
            // Set the output value based on normalize flag
            payload.value = def.normalize ? url.href : stripTabAndNewline(trimmed);
            return;
        }
        catch (_) {
            payload.issues.push({
                code: "invalid_format",
                format: "url",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodEmoji = /*@__PURE__*/ $constructor("$ZodEmoji", (inst, def) => {
    def.pattern ?? (def.pattern = emoji());
    $ZodStringFormat.init(inst, def);
});
const $ZodNanoID = /*@__PURE__*/ $constructor("$ZodNanoID", (inst, def) => {
    if (def.length !== undefined && (!Number.isInteger(def.length) || def.length < 1))
        throw new Error(`Invalid nanoid length: ${def.length}`);
    def.pattern ?? (def.pattern = def.length === undefined ? nanoid : nanoidOfLength(def.length));
    $ZodStringFormat.init(inst, def);
});
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link $ZodCUID2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const $ZodCUID = /*@__PURE__*/ $constructor("$ZodCUID", (inst, def) => {
    def.pattern ?? (def.pattern = cuid);
    $ZodStringFormat.init(inst, def);
});
const $ZodCUID2 = /*@__PURE__*/ $constructor("$ZodCUID2", (inst, def) => {
    def.pattern ?? (def.pattern = cuid2);
    $ZodStringFormat.init(inst, def);
});
const $ZodULID = /*@__PURE__*/ $constructor("$ZodULID", (inst, def) => {
    def.pattern ?? (def.pattern = ulid);
    $ZodStringFormat.init(inst, def);
});
const $ZodXID = /*@__PURE__*/ $constructor("$ZodXID", (inst, def) => {
    def.pattern ?? (def.pattern = xid);
    $ZodStringFormat.init(inst, def);
});
const $ZodKSUID = /*@__PURE__*/ $constructor("$ZodKSUID", (inst, def) => {
    def.pattern ?? (def.pattern = ksuid);
    $ZodStringFormat.init(inst, def);
});
const $ZodISODateTime = /*@__PURE__*/ $constructor("$ZodISODateTime", (inst, def) => {
    def.pattern ?? (def.pattern = datetime(def));
    $ZodStringFormat.init(inst, def);
});
const $ZodISODate = /*@__PURE__*/ $constructor("$ZodISODate", (inst, def) => {
    def.pattern ?? (def.pattern = date);
    $ZodStringFormat.init(inst, def);
});
const $ZodISOTime = /*@__PURE__*/ $constructor("$ZodISOTime", (inst, def) => {
    def.pattern ?? (def.pattern = time(def));
    $ZodStringFormat.init(inst, def);
});
const $ZodISODuration = /*@__PURE__*/ $constructor("$ZodISODuration", (inst, def) => {
    def.pattern ?? (def.pattern = duration);
    $ZodStringFormat.init(inst, def);
});
const $ZodIPv4 = /*@__PURE__*/ $constructor("$ZodIPv4", (inst, def) => {
    def.pattern ?? (def.pattern = ipv4);
    $ZodStringFormat.init(inst, def);
});
/** An IPv6 address is written with hex digits, colons and dots, and nothing else. The guard is what makes the check below an IPv6 check: `new URL("http://[...]")` parses an authority, not an address, so `@` and `\` re-delimit it and `"::@1\\"` validates against the host `0.0.0.1`. The URL parser also deletes ASCII tab, LF and CR rather than failing, which is how `"::1\n"` validated as `::1`. */
const ipv6Alphabet = /^[0-9a-fA-F:.]+$/;
function isValidIPv6(value) {
    if (!ipv6Alphabet.test(value))
        return false;
    return canParseURL(`http://[${value}]`);
}
const $ZodIPv6 = /*@__PURE__*/ $constructor("$ZodIPv6", (inst, def) => {
    def.pattern ?? (def.pattern = ipv6);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (!isValidIPv6(payload.value)) {
            payload.issues.push({
                code: "invalid_format",
                format: "ipv6",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodMAC = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodMAC", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.mac(def.delimiter));
    $ZodStringFormat.init(inst, def);
})));
const $ZodCIDRv4 = /*@__PURE__*/ $constructor("$ZodCIDRv4", (inst, def) => {
    def.pattern ?? (def.pattern = cidrv4);
    $ZodStringFormat.init(inst, def);
});
function isValidCIDRv6(value) {
    const parts = value.split("/");
    if (parts.length !== 2)
        return false;
    const [address, prefix] = parts;
    if (!prefix)
        return false;
    const prefixNum = Number(prefix);
    if (`${prefixNum}` !== prefix)
        return false;
    if (prefixNum < 0 || prefixNum > 128)
        return false;
    return isValidIPv6(address);
}
const $ZodCIDRv6 = /*@__PURE__*/ $constructor("$ZodCIDRv6", (inst, def) => {
    def.pattern ?? (def.pattern = cidrv6); // not used for validation
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (!isValidCIDRv6(payload.value)) {
            payload.issues.push({
                code: "invalid_format",
                format: "cidrv6",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
});
//////////////////////////////   ZodBase64   //////////////////////////////
function isValidBase64(data) {
    if (data === "")
        return true;
    // atob ignores whitespace, so reject it up front.
    if (/\s/.test(data))
        return false;
    if (data.length % 4 !== 0)
        return false;
    try {
        // @ts-ignore
        atob(data);
        return true;
    }
    catch {
        return false;
    }
}
// lax on purpose: the quantified regexes.base64 overflows the regex stack on multi-MB input and its leading ^$| alternation leaks through template-literal composition; isValidBase64 enforces length and padding
const base64Charset = /^[0-9a-zA-Z+/]*={0,2}$/;
const $ZodBase64 = /*@__PURE__*/ $constructor("$ZodBase64", (inst, def) => {
    def.pattern ?? (def.pattern = base64Charset);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidBase64(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "base64",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
//////////////////////////////   ZodBase64URL   //////////////////////////////
// lax on purpose: the quantified regexes.base64url overflows the regex stack on multi-MB input; isValidBase64 enforces length on the padded string
const base64urlCharset = /^[A-Za-z0-9_-]*$/;
function isValidBase64URL(data) {
    if (!base64urlCharset.test(data))
        return false;
    const base64 = data.replace(/[-_]/g, (c) => (c === "-" ? "+" : "/"));
    const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, "=");
    return isValidBase64(padded);
}
const $ZodBase64URL = /*@__PURE__*/ $constructor("$ZodBase64URL", (inst, def) => {
    def.pattern ?? (def.pattern = base64urlCharset);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidBase64URL(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "base64url",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodE164 = /*@__PURE__*/ $constructor("$ZodE164", (inst, def) => {
    def.pattern ?? (def.pattern = e164);
    $ZodStringFormat.init(inst, def);
});
//////////////////////////////   ZodCreditCard   //////////////////////////////
const CC_SANITIZE = /[- ]/g;
/** Luhn checksum on a digit-only string. Adapted from valibot (MIT). */
function isLuhnAlgo(digits) {
    let length = digits.length;
    let bit = 1;
    let sum = 0;
    while (length) {
        const value = digits.charCodeAt(--length) - 48;
        bit ^= 1;
        sum += bit ? [0, 2, 4, 6, 8, 1, 3, 5, 7, 9][value] : value;
    }
    return sum % 10 === 0;
}
function isValidCreditCard(input) {
    if (!regexes.creditCard.test(input))
        return false;
    return isLuhnAlgo(input.replace(CC_SANITIZE, ""));
}
const $ZodCreditCard = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCreditCard", (inst, def) => {
    // Shape only — the Luhn check below is not expressible as a pattern, so consumers of `pattern` (JSON Schema, template literals) get the length and separator rules alone.
    def.pattern ?? (def.pattern = regexes.creditCard);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidCreditCard(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "credit_card",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
//////////////////////////////   ZodIBAN   //////////////////////////////
// iso 7064 mod 97-10 checksum without BigInt
function isIso7064Mod97(iban) {
    let remainder = 0;
    const len = iban.length;
    for (let i = 4; i < len; i++) {
        const code = iban.charCodeAt(i);
        remainder = (code >= 65 ? remainder * 100 + (code - 55) : remainder * 10 + (code - 48)) % 97;
    }
    for (let i = 0; i < 4; i++) {
        const code = iban.charCodeAt(i);
        remainder = (code >= 65 ? remainder * 100 + (code - 55) : remainder * 10 + (code - 48)) % 97;
    }
    return remainder === 1;
}
function isValidIBAN(input) {
    if (!regexes.iban.test(input))
        return false;
    return isIso7064Mod97(input);
}
const $ZodIBAN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodIBAN", (inst, def) => {
    // shape only — checksum is not expressible as a pattern
    def.pattern ?? (def.pattern = regexes.iban);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidIBAN(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "iban",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
//////////////////////////////   ZodJWT   //////////////////////////////
function isValidJWT(token, algorithm = null) {
    try {
        const tokensParts = token.split(".");
        if (tokensParts.length !== 3)
            return false;
        const [header] = tokensParts;
        if (!header)
            return false;
        // @ts-ignore
        const parsedHeader = JSON.parse(atob(header));
        if ("typ" in parsedHeader && parsedHeader?.typ !== "JWT")
            return false;
        if (!parsedHeader.alg)
            return false;
        if (algorithm && (!("alg" in parsedHeader) || parsedHeader.alg !== algorithm))
            return false;
        return true;
    }
    catch {
        return false;
    }
}
const $ZodJWT = /*@__PURE__*/ $constructor("$ZodJWT", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidJWT(payload.value, def.alg))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "jwt",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCustomStringFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCustomStringFormat", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (def.fn(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: def.format,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodNumber = /*@__PURE__*/ $constructor("$ZodNumber", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = number;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = Number(payload.value);
            }
            catch (_) { }
        const input = payload.value;
        if (typeof input === "number" && !Number.isNaN(input) && Number.isFinite(input)) {
            return payload;
        }
        const received = typeof input === "number"
            ? Number.isNaN(input)
                ? "NaN"
                : !Number.isFinite(input)
                    ? String(input)
                    : undefined
            : undefined;
        payload.issues.push({
            expected: "number",
            code: "invalid_type",
            input,
            inst,
            ...(received ? { received } : {}),
        });
        return payload;
    };
});
const $ZodNumberFormat = /*@__PURE__*/ $constructor("$ZodNumberFormat", (inst, def) => {
    $ZodCheckNumberFormat.init(inst, def);
    $ZodNumber.init(inst, def); // no format checks
});
const $ZodBoolean = /*@__PURE__*/ $constructor("$ZodBoolean", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes_boolean;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = Boolean(payload.value);
            }
            catch (_) { }
        const input = payload.value;
        if (typeof input === "boolean")
            return payload;
        payload.issues.push({
            expected: "boolean",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
});
const $ZodBigInt = /*@__PURE__*/ $constructor("$ZodBigInt", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = bigint;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = BigInt(payload.value);
            }
            catch (_) { }
        if (typeof payload.value === "bigint")
            return payload;
        payload.issues.push({
            expected: "bigint",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodBigIntFormat", (inst, def) => {
    checks.$ZodCheckBigIntFormat.init(inst, def);
    $ZodBigInt.init(inst, def); // no format checks
})));
const $ZodSymbol = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSymbol", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "symbol")
            return payload;
        payload.issues.push({
            expected: "symbol",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodUndefined = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodUndefined", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes.undefined;
    inst._zod.values = new Set([undefined]);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "undefined")
            return payload;
        payload.issues.push({
            expected: "undefined",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodNull = /*@__PURE__*/ $constructor("$ZodNull", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = _null;
    inst._zod.values = new Set([null]);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (input === null)
            return payload;
        payload.issues.push({
            expected: "null",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
});
const $ZodAny = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodAny", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload) => payload;
})));
const $ZodUnknown = /*@__PURE__*/ $constructor("$ZodUnknown", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload) => payload;
});
const $ZodNever = /*@__PURE__*/ $constructor("$ZodNever", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        payload.issues.push({
            expected: "never",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodVoid = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodVoid", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "undefined")
            return payload;
        payload.issues.push({
            expected: "void",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodDate = /*@__PURE__*/ $constructor("$ZodDate", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce) {
            try {
                payload.value = new Date(payload.value);
            }
            catch (_err) { }
        }
        const input = payload.value;
        const isDate = input instanceof Date;
        const isValidDate = isDate && !Number.isNaN(input.getTime());
        if (isValidDate)
            return payload;
        payload.issues.push({
            expected: "date",
            code: "invalid_type",
            input,
            ...(isDate ? { received: "Invalid Date" } : {}),
            inst,
        });
        return payload;
    };
});
// an oversized container fails its leading size checks before any element is parsed
function capSize(inst, size) {
    const caps = sizeCaps(inst._zod.def.checks);
    if (!caps.length)
        return;
    const cap = Math.min(...caps.map((c) => c[0]));
    const parse = inst._zod.parse;
    inst._zod.parse = (payload, ctx) => {
        const n = size(payload.value);
        if (n > cap && !ctx?.skipChecks && ctx?.direction !== "backward") {
            for (const [max, ch] of sizeCaps(inst._zod.def.checks)) {
                if (n > max && ch._zod.def.when(payload)) {
                    const start = payload.issues.length;
                    ch._zod.check(payload);
                    // the value is still the raw input, so no later check may read it
                    payload.issues[start].continue = false;
                    attachSchema(payload.issues, start, inst);
                    return payload;
                }
            }
        }
        return parse(payload, ctx);
    };
}
const arraySize = (input) => (Array.isArray(input) ? input.length : -1);
const mapSize = (input) => (input instanceof Map ? input.size : -1);
const setSize = (input) => (input instanceof Set ? input.size : -1);
function handleArrayResult(result, final, index) {
    if (result.issues.length) {
        final.issues.push(...prefixIssues(index, result.issues));
    }
    final.value[index] = result.value;
}
const $ZodArray = /*@__PURE__*/ $constructor("$ZodArray", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!Array.isArray(input)) {
            payload.issues.push({
                expected: "array",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, Array(input.length), ctx) : Array(input.length);
        const proms = [];
        const abortEarly = ctx?.abortEarly;
        for (let i = 0; i < input.length; i++) {
            const item = input[i];
            const result = def.element._zod.run({
                value: item,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                proms.push(result.then((result) => handleArrayResult(result, payload, i)));
            }
            else {
                handleArrayResult(result, payload, i);
                // the element's payload is authoritative here, since handleArrayResult forwards every issue; an object's is not, because it drops a failed absent optional
                if (abortEarly && result.issues.length !== 0 && aborted(result))
                    break;
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => payload);
        }
        return payload; //handleArrayResultsAsync(parseResults, final);
    };
    capSize(inst, arraySize);
});
function handlePropertyResult(result, final, key, input, optin, optout) {
    const isPresent = key in input;
    const isOptionalOut = optout === "optional";
    // The middle rung means "absence permitted, nothing supplied in its place", so an absent key contributes nothing — whatever the schema made of `undefined` is invented, not substituted. Only `optional` reaches this with a value: `defaulted` substitutes, and a schema that isn't optional-out has to keep the key.
    if (!isPresent && isOptionalOut && optin === "optional") {
        return;
    }
    if (result.issues.length) {
        // For optional-in/out schemas, ignore errors on absent keys.
        if (optin !== undefined && isOptionalOut && !isPresent) {
            return;
        }
        final.issues.push(...prefixIssues(key, result.issues));
    }
    if (!isPresent && optin === undefined) {
        if (!result.issues.length) {
            final.issues.push({
                code: "invalid_type",
                expected: "nonoptional",
                input: undefined,
                path: [key],
            });
        }
        return;
    }
    if (result.value === undefined) {
        if (isPresent || (optin === "defaulted" && !isOptionalOut)) {
            final.value[key] = undefined;
        }
    }
    else {
        final.value[key] = result.value;
    }
}
// one shared instance; a fresh [] per schema cost 56 bytes retained
const NO_SYMBOL_KEYS = [];
function normalizeDef(def) {
    const keys = Object.keys(def.shape);
    const ownSymbols = Object.getOwnPropertySymbols(def.shape);
    const symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS;
    // aliases `keys` when there are no symbols, so a string-only shape keeps one array
    const allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
    for (const k of allKeys) {
        if (!def.shape?.[k]?._zod?.traits?.has("$ZodType")) {
            throw new Error(`Invalid element at key "${String(k)}": expected a Zod schema`);
        }
    }
    const okeys = optionalKeys(def.shape);
    return {
        ...def,
        allKeys,
        symbolKeys,
        // string-only: handleCatchall matches it against `for...in`, which never yields a symbol
        keySet: new Set(keys),
        numKeys: keys.length,
        optionalKeys: new Set(okeys),
    };
}
function handleCatchall(proms, input, payload, ctx, def, inst, abortEarly) {
    const unrecognized = [];
    const keySet = def.keySet;
    const _catchall = def.catchall._zod;
    const t = _catchall.def.type;
    const optin = _catchall.optin;
    const optout = _catchall.optout;
    // starts at 0, not the current length: the shape phase already ran and may have aborted
    let seen = 0;
    for (const key in input) {
        if (abortEarly && payload.issues.length !== seen) {
            if (aborted(payload, seen))
                break;
            seen = payload.issues.length;
        }
        // Must precede the __proto__ branch: a declared key is not unrecognized, even though the shape loop deliberately strips __proto__ from the parsed output.
        if (keySet.has(key))
            continue;
        // Don't copy an undeclared __proto__ into the result; assignment to a plain {} would replace the result prototype. But in strict mode it is still an unknown key, so report it before skipping.
        if (key === "__proto__") {
            if (t === "never")
                unrecognized.push(key);
            continue;
        }
        if (t === "never") {
            unrecognized.push(key);
            continue;
        }
        const r = _catchall.run({ value: input[key], issues: [] }, ctx);
        if (r instanceof Promise) {
            proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout)));
        }
        else {
            handlePropertyResult(r, payload, key, input, optin, optout);
        }
    }
    if (unrecognized.length) {
        payload.issues.push({
            code: "unrecognized_keys",
            keys: unrecognized,
            input,
            inst,
            // Describes the shape of the input, not the validity of the parsed value, so it never aborts. The parse still fails; the schema's own checks just get to run first, and an enclosing intersection can reconcile the key against a sibling operand.
            continue: true,
        });
    }
    if (!proms.length)
        return payload;
    return Promise.all(proms).then(() => {
        return payload;
    });
}
const $ZodObject = /*@__PURE__*/ $constructor("$ZodObject", (inst, def) => {
    // requires cast because technically $ZodObject doesn't extend
    $ZodType.init(inst, def);
    const desc = Object.getOwnPropertyDescriptor(def, "shape");
    // a cloned def carries its source's accessor, which knows the shape it answers from; adopting that keeps the clone's keys readable without running it
    const sh = desc?.get ? desc.get.raw : (def.shape ?? {});
    if (sh) {
        // Freezes the shape on first read, so its getters resolve once and every later read sees the same schemas.
        const get = () => {
            const newSh = { ...sh };
            Object.defineProperty(def, "shape", { value: newSh });
            get.raw = newSh;
            return newSh;
        };
        get.raw = sh;
        Object.defineProperty(def, "shape", { get });
    }
    const _normalized = cached(() => normalizeDef(def));
    defineLazyInternal(inst, "propValues", (zod) => {
        const shape = zod.def.shape;
        const propValues = {};
        for (const key in shape) {
            const field = shape[key]._zod;
            if (field.values) {
                if (!Object.prototype.hasOwnProperty.call(propValues, key)) {
                    assignProp(propValues, key, new Set());
                }
                for (const v of field.values)
                    propValues[key].add(v);
                // An omittable slot reads back as undefined at a discriminator lookup, so it has to claim undefined: two options that can both omit the key are not discriminable on it.
                if (field.optin !== undefined)
                    propValues[key].add(undefined);
            }
        }
        return propValues;
    });
    const isObject = util_isObject;
    const catchall = def.catchall;
    let value;
    const memo = globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        value ?? (value = _normalized.value);
        const input = payload.value;
        if (!isObject(input)) {
            payload.issues.push({
                expected: "object",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
        const proms = [];
        const shape = value.shape;
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const key of value.allKeys) {
            if (abortEarly && payload.issues.length !== seen) {
                if (aborted(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            if (key === "__proto__")
                continue;
            const el = shape[key];
            const optin = el._zod.optin;
            const optout = el._zod.optout;
            const r = el._zod.run({ value: input[key], issues: [] }, ctx);
            if (r instanceof Promise) {
                proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout)));
            }
            else {
                handlePropertyResult(r, payload, key, input, optin, optout);
            }
        }
        if (!catchall) {
            return proms.length ? Promise.all(proms).then(() => payload) : payload;
        }
        return handleCatchall(proms, input, payload, ctx, _normalized.value, inst, abortEarly === true);
    };
});
const $ZodObjectJIT = /*@__PURE__*/ $constructor("$ZodObjectJIT", (inst, def) => {
    // requires cast because technically $ZodObject doesn't extend
    $ZodObject.init(inst, def);
    const superParse = inst._zod.parse;
    const _normalized = cached(() => normalizeDef(def));
    const memo = globalConfig.memoizer;
    const generateFastpass = (shape) => {
        const normalized = _normalized.value;
        const syms = normalized.symbolKeys;
        // a symbol has no source literal, so it is read as `syms[i]` off the closed-over scope
        const doc = new Doc(["payload", "ctx"], { shape, inst, memo, syms });
        const parseStr = (k) => `shape[${k}]._zod.run({ value: input[${k}], issues: [] }, ctx)`;
        // prefixes in place, like util.prefixIssues. newResult must land before the early return: a catchall runs after this and would otherwise write onto the caller's input
        const prefixStr = (id, k) => `
          let ${id}_ab = false;
          for (let i = 0; i < ${id}.issues.length; i++) {
            const iss = ${id}.issues[i];
            iss.path = iss.path ? [${k}, ...iss.path] : [${k}];
            payload.issues.push(iss);
            if (iss.continue !== true) ${id}_ab = true;
          }
          if (${id}_ab && ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }`;
        doc.write(`const input = payload.value;`);
        const ids = Object.create(null);
        let counter = 0;
        for (const key of normalized.allKeys) {
            ids[key] = `key_${counter++}`;
        }
        // A: preserve key order {
        doc.write(memo ? `const newResult = memo.alloc(inst, payload, {}, ctx);` : `const newResult = {};`);
        for (const key of normalized.allKeys) {
            if (key === "__proto__")
                continue;
            const id = ids[key];
            const k = typeof key === "symbol" ? `syms[${syms.indexOf(key)}]` : esc(key);
            const isPresent = `${k} in input`;
            const schema = shape[key];
            const optin = schema?._zod?.optin;
            const isOptionalIn = optin !== undefined;
            const isOptionalOut = schema?._zod?.optout === "optional";
            doc.write(`const ${id} = ${parseStr(k)};`);
            if (isOptionalIn && isOptionalOut) {
                // For optional-in/out schemas, ignore errors on absent keys — and, like the interpreted path, drop the value produced alongside them. The middle rung goes further: it permits absence without supplying anything in its place, so an absent key contributes nothing at all.
                const assign = optin === "optional" ? `${id}_present` : `${id}.value !== undefined || ${id}_present`;
                doc.write(`
        const ${id}_present = ${isPresent};
        if (!${id}.issues.length || ${id}_present) {
          if (${id}.issues.length) {${prefixStr(id, k)}
          }

          if (${assign}) {
            newResult[${k}] = ${id}.value;
          }
        }

      `);
            }
            else if (!isOptionalIn) {
                doc.write(`
        const ${id}_present = ${isPresent};
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
        if (!${id}_present && !${id}.issues.length) {
          payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: undefined,
            path: [${k}]
          });
          if (ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }
        }

        if (${id}_present) {
          newResult[${k}] = ${id}.value;
        }

      `);
            }
            else {
                doc.write(`
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
      `);
                if (optin === "defaulted") {
                    doc.write(`newResult[${k}] = ${id}.value;`);
                }
                else {
                    doc.write(`
        if (${id}.value !== undefined || ${isPresent}) {
          newResult[${k}] = ${id}.value;
        }
      `);
                }
            }
        }
        doc.write(`payload.value = newResult;`);
        doc.write(`return payload;`);
        // closing `shape` in is what pays: turbofan specializes the parser against that one shape object, so every `shape[k]._zod.run` folds to a known callee. as a parameter it stays a generic load and measures 13% slower even with the forwarding frame gone
        return doc.compile();
    };
    let fastpass;
    const isObject = util_isObject;
    const jit = !globalConfig.jitless;
    const allowsEval = util_allowsEval;
    const fastEnabled = jit && allowsEval.value; // && !def.catchall;
    const catchall = def.catchall;
    let value;
    inst._zod.parse = (payload, ctx) => {
        value ?? (value = _normalized.value);
        const input = payload.value;
        if (!isObject(input)) {
            payload.issues.push({
                expected: "object",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        if (jit && fastEnabled && ctx?.async === false && ctx.jitless !== true) {
            // always synchronous
            if (!fastpass)
                fastpass = generateFastpass(def.shape);
            payload = fastpass(payload, ctx);
            if (!catchall)
                return payload;
            return handleCatchall([], input, payload, ctx, value, inst, ctx?.abortEarly === true);
        }
        return superParse(payload, ctx);
    };
});
function handleUnionResults(results, final, inst, ctx) {
    for (const result of results) {
        if (result.issues.length === 0) {
            final.value = result.value;
            return final;
        }
    }
    const nonaborted = results.filter((r) => !aborted(r));
    if (nonaborted.length === 1) {
        final.value = nonaborted[0].value;
        return nonaborted[0];
    }
    final.issues.push({
        code: "invalid_union",
        input: final.value,
        inst,
        errors: results.map((result) => result.issues.map((iss) => finalizeIssue(iss, ctx, config()))),
    });
    return final;
}
const $ZodUnion = /*@__PURE__*/ $constructor("$ZodUnion", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "optin", (zod) => zod.def.options.some((o) => o._zod.optin === "defaulted")
        ? "defaulted"
        : zod.def.options.some((o) => o._zod.optin !== undefined)
            ? "optional"
            : undefined);
    defineLazyInternal(inst, "optout", (zod) => zod.def.options.some((o) => o._zod.optout === "optional") ? "optional" : undefined);
    defineLazyInternal(inst, "values", (zod) => {
        if (zod.def.options.every((o) => o._zod.values)) {
            return new Set(zod.def.options.flatMap((option) => Array.from(option._zod.values)));
        }
        return undefined;
    });
    defineLazyInternal(inst, "pattern", (zod) => {
        if (zod.def.options.every((o) => o._zod.pattern)) {
            const patterns = zod.def.options.map((o) => o._zod.pattern);
            return new RegExp(`^(${patterns.map((p) => cleanRegex(p.source)).join("|")})$`);
        }
        return undefined;
    });
    const first = def.options.length === 1 ? def.options[0]._zod.run : null;
    inst._zod.parse = (payload, ctx) => {
        if (first) {
            return first(payload, ctx);
        }
        let async = false;
        const results = [];
        for (const option of def.options) {
            const result = option._zod.run({
                value: payload.value,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                results.push(result);
                async = true;
            }
            else {
                if (result.issues.length === 0)
                    return result;
                results.push(result);
            }
        }
        if (!async)
            return handleUnionResults(results, payload, inst, ctx);
        return Promise.all(results).then((results) => {
            return handleUnionResults(results, payload, inst, ctx);
        });
    };
});
function handleExclusiveUnionResults(results, final, inst, ctx) {
    const matches = [];
    for (let i = 0; i < results.length; i++) {
        if (results[i].issues.length === 0)
            matches.push(i);
    }
    if (matches.length === 1) {
        final.value = results[matches[0]].value;
        return final;
    }
    if (matches.length === 0) {
        // No matches - same as regular union
        final.issues.push({
            code: "invalid_union",
            input: final.value,
            inst,
            errors: results.map((result) => result.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config()))),
        });
    }
    else {
        // Multiple matches - exclusive union failure
        final.issues.push({
            code: "invalid_union",
            input: final.value,
            inst,
            errors: [],
            inclusive: false,
            matches,
        });
    }
    return final;
}
const $ZodXor = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodXor", (inst, def) => {
    $ZodUnion.init(inst, def);
    def.inclusive = false;
    const first = def.options.length === 1 ? def.options[0]._zod.run : null;
    inst._zod.parse = (payload, ctx) => {
        if (first) {
            return first(payload, ctx);
        }
        let async = false;
        const results = [];
        for (const option of def.options) {
            const result = option._zod.run({
                value: payload.value,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                results.push(result);
                async = true;
            }
            else {
                results.push(result);
            }
        }
        if (!async)
            return handleExclusiveUnionResults(results, payload, inst, ctx);
        return Promise.all(results).then((results) => {
            return handleExclusiveUnionResults(results, payload, inst, ctx);
        });
    };
})));
/** Returns the option whose discriminator claims `value`, or throws if ambiguous. */
function getDiscriminatedOption(union, value) {
    const internals = union._zod;
    let map = internals.bag.optionsMap;
    if (!map) {
        map = discriminatorMap(internals.def);
        internals.bag.optionsMap = map;
    }
    const option = map.get(value);
    if (option === null)
        throw new Error(`Ambiguous discriminator value "${String(value)}"`);
    return option;
}
function discriminatorMap(def) {
    const map = new Map();
    for (const option of def.options) {
        const values = option._zod.propValues?.[def.discriminator];
        if (!values || values.size === 0)
            throw new Error(`Invalid discriminated union option at index "${def.options.indexOf(option)}"`);
        for (const value of values) {
            if (map.has(value)) {
                if (value !== undefined)
                    throw new Error(`Duplicate discriminator value "${String(value)}"`);
                // keep the collision marked so a later member cannot reclaim it
                map.set(value, null);
            }
            else {
                map.set(value, option);
            }
        }
    }
    return map;
}
const $ZodDiscriminatedUnion = 
/*@__PURE__*/
$constructor("$ZodDiscriminatedUnion", (inst, def) => {
    def.inclusive = false;
    $ZodUnion.init(inst, def);
    const _super = inst._zod.parse;
    defineLazyInternal(inst, "propValues", (zod) => {
        const propValues = {};
        let undefinedCount = 0;
        for (const option of zod.def.options) {
            const pv = option._zod.propValues;
            if (!pv || Object.keys(pv).length === 0)
                throw new Error(`Invalid discriminated union option at index "${zod.def.options.indexOf(option)}"`);
            if (pv[zod.def.discriminator]?.has(undefined))
                undefinedCount++;
            for (const [k, v] of Object.entries(pv)) {
                if (!Object.prototype.hasOwnProperty.call(propValues, k)) {
                    assignProp(propValues, k, new Set());
                }
                for (const val of v) {
                    propValues[k].add(val);
                }
            }
        }
        if (!zod.def.unionFallback && undefinedCount > 1)
            propValues[zod.def.discriminator]?.delete(undefined);
        return propValues;
    });
    // Checked now rather than in the lookup map below, so an option that lacks the discriminator fails at the `discriminatedUnion` call instead of on the first object parsed. Options whose shape cannot be enumerated without resolving it — pipes and lazies — are left to the map.
    def.options.forEach((option, i) => {
        const propShape = rawShape(option._zod.def);
        if (propShape && !Object.prototype.hasOwnProperty.call(propShape, def.discriminator)) {
            throw new Error(`Invalid discriminated union option at index "${i}"`);
        }
    });
    const disc = cached(() => discriminatorMap(def));
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!util_isObject(input)) {
            payload.issues.push({
                code: "invalid_type",
                expected: "object",
                input,
                inst,
            });
            return payload;
        }
        const value = input?.[def.discriminator];
        const opt = disc.value.get(value);
        // forward metadata cannot choose an encoder for an absent tag
        if (opt && (value !== undefined || ctx.direction !== "backward")) {
            return opt._zod.run(payload, ctx);
        }
        // Fall back to union matching when the fast discriminator path fails:
        // - explicitly enabled via unionFallback, or
        // - during backward direction (encode), since codec-based discriminators have different values in forward vs backward directions
        if (def.unionFallback || ctx.direction === "backward") {
            return _super(payload, ctx);
        }
        // no matching discriminator
        payload.issues.push({
            code: "invalid_union",
            errors: [],
            note: "No matching discriminator",
            discriminator: def.discriminator,
            options: Array.from(disc.value.keys()).filter((value) => disc.value.get(value) !== null),
            input,
            path: [def.discriminator],
            inst,
        });
        return payload;
    };
});
const $ZodIntersection = /*@__PURE__*/ $constructor("$ZodIntersection", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        const left = def.left._zod.run({ value: input, issues: [] }, ctx);
        const right = def.right._zod.run({ value: input, issues: [] }, ctx);
        const async = left instanceof Promise || right instanceof Promise;
        if (async) {
            return Promise.all([left, right]).then(([left, right]) => {
                return handleIntersectionResults(payload, left, right);
            });
        }
        return handleIntersectionResults(payload, left, right);
    };
});
function mergeValues(a, b) {
    // const aType = parse.t(a);
    // const bType = parse.t(b);
    if (a === b) {
        return { valid: true, data: a };
    }
    if (a instanceof Date && b instanceof Date && +a === +b) {
        return { valid: true, data: a };
    }
    if (isPlainObject(a) && isPlainObject(b)) {
        const bKeys = Object.keys(b);
        const sharedKeys = Object.keys(a).filter((key) => bKeys.indexOf(key) !== -1);
        const newObj = { ...a, ...b };
        if (Object.prototype.hasOwnProperty.call(newObj, "__proto__"))
            delete newObj.__proto__;
        for (const key of sharedKeys) {
            if (key === "__proto__")
                continue;
            const sharedValue = mergeValues(a[key], b[key]);
            if (!sharedValue.valid) {
                return {
                    valid: false,
                    mergeErrorPath: [key, ...sharedValue.mergeErrorPath],
                };
            }
            newObj[key] = sharedValue.data;
        }
        return { valid: true, data: newObj };
    }
    if (Array.isArray(a) && Array.isArray(b)) {
        if (a.length !== b.length) {
            return { valid: false, mergeErrorPath: [] };
        }
        const newArray = [];
        for (let index = 0; index < a.length; index++) {
            const itemA = a[index];
            const itemB = b[index];
            const sharedValue = mergeValues(itemA, itemB);
            if (!sharedValue.valid) {
                return {
                    valid: false,
                    mergeErrorPath: [index, ...sharedValue.mergeErrorPath],
                };
            }
            newArray.push(sharedValue.data);
        }
        return { valid: true, data: newArray };
    }
    return { valid: false, mergeErrorPath: [] };
}
function handleIntersectionResults(result, left, right) {
    // Track which side(s) reject each key. A key rejection is reported only when BOTH sides reject it, so a key owned by one branch survives the other's key schema. strictObject reports these as unrecognized_keys; a record with an open key schema reports one invalid_key per key.
    const unrecKeys = new Map();
    let unrecIssue;
    const keyIssues = new Map();
    const collect = (iss, side) => {
        let keys;
        if (iss.code === "unrecognized_keys" && !iss.path?.length) {
            unrecIssue ?? (unrecIssue = iss);
            keys = iss.keys;
        }
        else if (iss.code === "invalid_key" && iss.origin === "record" && iss.path?.length === 1) {
            const k = String(iss.path[0]);
            if (!keyIssues.has(k))
                keyIssues.set(k, iss);
            keys = [k];
        }
        else {
            return false;
        }
        for (const k of keys) {
            if (!unrecKeys.has(k))
                unrecKeys.set(k, {});
            unrecKeys.get(k)[side] = true;
        }
        return true;
    };
    for (const iss of left.issues) {
        if (!collect(iss, "l"))
            result.issues.push(iss);
    }
    for (const iss of right.issues) {
        if (!collect(iss, "r"))
            result.issues.push(iss);
    }
    // Report only keys rejected by BOTH sides
    const bothKeys = [...unrecKeys].filter(([, f]) => f.l && f.r).map(([k]) => k);
    if (bothKeys.length) {
        const aggregated = unrecIssue ? bothKeys.filter((k) => unrecIssue.keys.includes(k)) : [];
        if (aggregated.length)
            result.issues.push({ ...unrecIssue, keys: aggregated });
        for (const k of bothKeys) {
            if (!aggregated.includes(k) && keyIssues.has(k))
                result.issues.push(keyIssues.get(k));
        }
    }
    const merged = mergeValues(left.value, right.value);
    if (!merged.valid) {
        if (aborted(result))
            return result;
        throw new Error(`Unmergable intersection. Error path: ` + `${JSON.stringify(merged.mergeErrorPath)}`);
    }
    result.value = merged.data;
    return result;
}
const $ZodTuple = /*@__PURE__*/ $constructor("$ZodTuple", (inst, def) => {
    $ZodType.init(inst, def);
    const items = def.items;
    const memo = globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!Array.isArray(input)) {
            payload.issues.push({
                input,
                inst,
                expected: "tuple",
                code: "invalid_type",
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, [], ctx) : [];
        const proms = [];
        const optinStart = getTupleOptStart(items, "optin");
        const optoutStart = getTupleOptStart(items, "optout");
        if (!def.rest) {
            if (input.length < optinStart) {
                payload.issues.push({
                    code: "too_small",
                    minimum: optinStart,
                    inclusive: true,
                    input,
                    inst,
                    origin: "array",
                });
                return payload;
            }
            if (input.length > items.length) {
                payload.issues.push({
                    code: "too_big",
                    maximum: items.length,
                    inclusive: true,
                    input,
                    inst,
                    origin: "array",
                });
            }
        }
        // Run every item in parallel, collecting results into an indexed array. The post-processing in `handleTupleResults` walks them in order so it can decide whether an absent optional-output error can truncate the tail or must be reported to preserve required output.
        const itemResults = new Array(items.length);
        // only tracked when there is a rest loop to skip
        const abortEarly = def.rest ? ctx?.abortEarly : undefined;
        let itemAborted = false;
        for (let i = 0; i < items.length; i++) {
            const r = items[i]._zod.run({ value: input[i], issues: [] }, ctx);
            if (r instanceof Promise) {
                proms.push(r.then((rr) => {
                    itemResults[i] = rr;
                }));
            }
            else {
                itemResults[i] = r;
                if (abortEarly && !itemAborted && r.issues.length)
                    itemAborted = aborted(r);
            }
        }
        // sound because rest is non-empty exactly when every fixed index is present, the one case handleTupleResults cannot discard an item's issues
        if (def.rest && !itemAborted) {
            let i = items.length - 1;
            const rest = input.slice(items.length);
            let seen = payload.issues.length;
            for (const el of rest) {
                if (abortEarly && payload.issues.length !== seen) {
                    if (aborted(payload, seen))
                        break;
                    seen = payload.issues.length;
                }
                i++;
                const result = def.rest._zod.run({ value: el, issues: [] }, ctx);
                if (result instanceof Promise) {
                    proms.push(result.then((r) => handleTupleResult(r, payload, i)));
                }
                else {
                    handleTupleResult(result, payload, i);
                }
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => handleTupleResults(itemResults, payload, items, input, optoutStart));
        }
        return handleTupleResults(itemResults, payload, items, input, optoutStart);
    };
});
function getTupleOptStart(items, key) {
    for (let i = items.length - 1; i >= 0; i--) {
        // optin is a three-rung ladder so any rung above `undefined` permits an absent slot; optout stays two-valued.
        const omittable = key === "optin" ? items[i]._zod.optin !== undefined : items[i]._zod.optout === "optional";
        if (!omittable)
            return i + 1;
    }
    return 0;
}
function handleTupleResult(result, final, index) {
    if (result.issues.length) {
        final.issues.push(...prefixIssues(index, result.issues));
    }
    final.value[index] = result.value;
}
function handleTupleResults(itemResults, final, items, input, optoutStart) {
    // Walk results in order. Mirror $ZodObject's swallow-on-absent-optional rule, but only after `optoutStart`: the first index where the output tuple tail can be absent.
    for (let i = 0; i < items.length; i++) {
        const r = itemResults[i];
        const isPresent = i < input.length;
        // The array analog of `handlePropertyResult`'s absent-key early return: the middle rung permits absence without supplying anything in its place, so the tail truncates here instead of materializing whatever the item made of `undefined`.
        if (!isPresent && i >= optoutStart && items[i]._zod.optin === "optional") {
            final.value.length = i;
            break;
        }
        if (r.issues.length) {
            if (!isPresent && i >= optoutStart) {
                final.value.length = i;
                break;
            }
            final.issues.push(...prefixIssues(i, r.issues));
        }
        final.value[i] = r.value;
    }
    // Drop trailing slots that produced `undefined` for absent input
    // (the array analog of an absent optional key on an object). The
    // `i >= input.length` floor is critical: an explicit `undefined`
    // *inside* the input must be preserved even when the schema is
    // optional-out (e.g. `z.string().or(z.undefined())` accepting an
    // explicit undefined value).
    for (let i = final.value.length - 1; i >= input.length; i--) {
        if (items[i]._zod.optout === "optional" && final.value[i] === undefined) {
            final.value.length = i;
        }
        else {
            break;
        }
    }
    return final;
}
const $ZodRecord = /*@__PURE__*/ $constructor("$ZodRecord", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!isPlainObject(input)) {
            payload.issues.push({
                expected: "record",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        // no guard in either loop below: a record's invalid_key aborts but an enclosing intersection can reconcile it, so a stopped loop hides keys the sibling does not own and the intersection then rejects nothing
        const proms = [];
        const values = def.keyType._zod.values;
        if (values && !def.partial) {
            payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
            const recordKeys = new Set();
            for (const key of values) {
                if (typeof key === "string" || typeof key === "number" || typeof key === "symbol") {
                    recordKeys.add(typeof key === "number" ? key.toString() : key);
                    // A declared __proto__ is stripped but is not an unrecognized key.
                    if (key === "__proto__")
                        continue;
                    const keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
                    if (keyResult instanceof Promise) {
                        throw new Error("Async schemas not supported in object keys currently");
                    }
                    if (keyResult.issues.length) {
                        payload.issues.push({
                            code: "invalid_key",
                            origin: "record",
                            issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx, config())),
                            input: key,
                            path: [key],
                            inst,
                        });
                        continue;
                    }
                    const outKey = keyResult.value;
                    if (outKey === "__proto__")
                        continue;
                    const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
                    if (result instanceof Promise) {
                        proms.push(result.then((result) => {
                            if (result.issues.length) {
                                payload.issues.push(...prefixIssues(key, result.issues));
                            }
                            payload.value[outKey] = result.value;
                        }));
                    }
                    else {
                        if (result.issues.length) {
                            payload.issues.push(...prefixIssues(key, result.issues));
                        }
                        payload.value[outKey] = result.value;
                    }
                }
            }
            let unrecognized;
            for (const key in input) {
                if (!recordKeys.has(key)) {
                    if (def.mode === "loose") {
                        // skip __proto__ so it can't replace the result prototype via the assignment setter on the plain {} we build into
                        if (key === "__proto__")
                            continue;
                        payload.value[key] = input[key];
                    }
                    else {
                        unrecognized = unrecognized ?? [];
                        unrecognized.push(key);
                    }
                }
            }
            if (unrecognized && unrecognized.length > 0) {
                payload.issues.push({
                    code: "unrecognized_keys",
                    input,
                    inst,
                    keys: unrecognized,
                    continue: true,
                });
            }
        }
        else {
            payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
            // An enumerable key schema declares which keys the record owns, so a key outside the set is unrecognized. A non-enumerable one (regex, refine) is a constraint every key must satisfy, so a failing key is invalid. Only the former is reconcilable against the other side of an intersection.
            let unrecognized;
            // Reflect.ownKeys for Symbol-key support; filter non-enumerable to match z.object()
            for (const key of Reflect.ownKeys(input)) {
                if (key === "__proto__")
                    continue;
                if (!Object.prototype.propertyIsEnumerable.call(input, key))
                    continue;
                let keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
                if (keyResult instanceof Promise) {
                    throw new Error("Async schemas not supported in object keys currently");
                }
                // Numeric string fallback: if key is a numeric string and failed, retry with Number(key). This handles z.number(), z.literal([1, 2, 3]), and unions containing numeric literals
                const checkNumericKey = typeof key === "string" && number.test(key) && keyResult.issues.length;
                if (checkNumericKey) {
                    const retryResult = def.keyType._zod.run({ value: Number(key), issues: [] }, ctx);
                    if (retryResult instanceof Promise) {
                        throw new Error("Async schemas not supported in object keys currently");
                    }
                    if (retryResult.issues.length === 0) {
                        keyResult = retryResult;
                    }
                }
                if (keyResult.issues.length) {
                    if (def.mode === "loose") {
                        // Pass through unchanged
                        payload.value[key] = input[key];
                    }
                    else if (values) {
                        unrecognized = unrecognized ?? [];
                        unrecognized.push(key);
                    }
                    else {
                        // Default "strict" behavior: error on invalid key
                        payload.issues.push({
                            code: "invalid_key",
                            origin: "record",
                            issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx, config())),
                            input: key,
                            path: [key],
                            inst,
                        });
                    }
                    continue;
                }
                // the guard above tests the raw input key, but the key schema can normalize an ordinary key into __proto__; re-check the key we actually write under
                const outKey = keyResult.value;
                if (outKey === "__proto__")
                    continue;
                const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
                if (result instanceof Promise) {
                    proms.push(result.then((result) => {
                        if (result.issues.length) {
                            payload.issues.push(...prefixIssues(key, result.issues));
                        }
                        payload.value[outKey] = result.value;
                    }));
                }
                else {
                    if (result.issues.length) {
                        payload.issues.push(...prefixIssues(key, result.issues));
                    }
                    payload.value[outKey] = result.value;
                }
            }
            if (unrecognized && unrecognized.length > 0) {
                payload.issues.push({
                    code: "unrecognized_keys",
                    input,
                    inst,
                    keys: unrecognized,
                    continue: true,
                });
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => payload);
        }
        return payload;
    };
});
const $ZodMap = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodMap", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core.globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!(input instanceof Map)) {
            payload.issues.push({
                expected: "map",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        const proms = [];
        payload.value = memo ? memo.alloc(inst, payload, new Map(), ctx) : new Map();
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const [key, value] of input) {
            if (abortEarly && payload.issues.length !== seen) {
                if (util.aborted(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            const keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
            const valueResult = def.valueType._zod.run({ value: value, issues: [] }, ctx);
            if (keyResult instanceof Promise || valueResult instanceof Promise) {
                proms.push(Promise.all([keyResult, valueResult]).then(([keyResult, valueResult]) => {
                    handleMapResult(keyResult, valueResult, payload, key, input, inst, ctx);
                }));
            }
            else {
                handleMapResult(keyResult, valueResult, payload, key, input, inst, ctx);
            }
        }
        if (proms.length)
            return Promise.all(proms).then(() => payload);
        return payload;
    };
    capSize(inst, mapSize);
})));
function handleMapResult(keyResult, valueResult, final, key, input, inst, ctx) {
    if (keyResult.issues.length) {
        if (util.propertyKeyTypes.has(typeof key)) {
            final.issues.push(...util.prefixIssues(key, keyResult.issues));
        }
        else {
            final.issues.push({
                code: "invalid_key",
                origin: "map",
                input,
                inst,
                issues: keyResult.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config())),
            });
        }
    }
    if (valueResult.issues.length) {
        if (util.propertyKeyTypes.has(typeof key)) {
            final.issues.push(...util.prefixIssues(key, valueResult.issues));
        }
        else {
            final.issues.push({
                origin: "map",
                code: "invalid_element",
                input,
                inst,
                key: key,
                issues: valueResult.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config())),
            });
        }
    }
    final.value.set(keyResult.value, valueResult.value);
}
const $ZodSet = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSet", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core.globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!(input instanceof Set)) {
            payload.issues.push({
                input,
                inst,
                expected: "set",
                code: "invalid_type",
            });
            return payload;
        }
        const proms = [];
        payload.value = memo ? memo.alloc(inst, payload, new Set(), ctx) : new Set();
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const item of input) {
            if (abortEarly && payload.issues.length !== seen) {
                if (util.aborted(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            const result = def.valueType._zod.run({ value: item, issues: [] }, ctx);
            if (result instanceof Promise) {
                proms.push(result.then((result) => handleSetResult(result, payload)));
            }
            else
                handleSetResult(result, payload);
        }
        if (proms.length)
            return Promise.all(proms).then(() => payload);
        return payload;
    };
    capSize(inst, setSize);
})));
function handleSetResult(result, final) {
    if (result.issues.length) {
        final.issues.push(...result.issues);
    }
    final.value.add(result.value);
}
const $ZodEnum = /*@__PURE__*/ $constructor("$ZodEnum", (inst, def) => {
    $ZodType.init(inst, def);
    const values = getEnumValues(def.entries);
    const valuesSet = new Set(values);
    inst._zod.values = valuesSet;
    defineLazyInternal(inst, "pattern", (zod) => {
        const patternValues = getEnumValues(zod.def.entries).filter((k) => propertyKeyTypes.has(typeof k));
        // unmatchable fallback, RE2-safe: an empty alternation would compile to /^()$/, which matches ""
        return new RegExp(patternValues.length ? `^(${patternValues.map((o) => escapeRegex(o.toString())).join("|")})$` : "^[^\\s\\S]$");
    });
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (valuesSet.has(input)) {
            return payload;
        }
        payload.issues.push({
            code: "invalid_value",
            values,
            input,
            inst,
        });
        return payload;
    };
});
const $ZodLiteral = /*@__PURE__*/ $constructor("$ZodLiteral", (inst, def) => {
    $ZodType.init(inst, def);
    const values = new Set(def.values);
    inst._zod.values = values;
    defineLazyInternal(inst, "pattern", (zod) => {
        const vals = zod.def.values;
        // unmatchable fallback, RE2-safe: an empty alternation would compile to /^()$/, which matches ""
        return new RegExp(vals.length
            ? `^(${vals
                .map((o) => typeof o === "string" ? escapeRegex(o) : o ? escapeRegex(o.toString()) : String(o))
                .join("|")})$`
            : "^[^\\s\\S]$");
    });
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (values.has(input)) {
            return payload;
        }
        payload.issues.push({
            code: "invalid_value",
            values: def.values,
            input,
            inst,
        });
        return payload;
    };
});
const $ZodFile = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodFile", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        // @ts-ignore
        if (input instanceof File)
            return payload;
        payload.issues.push({
            expected: "file",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodTransform = /*@__PURE__*/ $constructor("$ZodTransform", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.optin = "optional";
    globalConfig.memoizer?.guard(inst);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            throw new $ZodEncodeError(inst.constructor.name);
        }
        const _out = def.transform(payload.value, payload);
        if (ctx.async) {
            const output = _out instanceof Promise ? _out : Promise.resolve(_out);
            return output.then((output) => {
                payload.value = output;
                return payload;
            });
        }
        if (_out instanceof Promise) {
            throw new $ZodAsyncError();
        }
        payload.value = _out;
        return payload;
    };
});
function handleOptionalResult(payload, result) {
    // A substituting schema that still failed has no usable answer; yield undefined. Its issues are simply dropped: it ran on a payload of its own, so there is no shared array to truncate and nothing of the caller's to lose with it.
    payload.value = result.issues.length ? undefined : result.value;
    return payload;
}
const $ZodOptional = /*@__PURE__*/ $constructor("$ZodOptional", (inst, def) => {
    $ZodType.init(inst, def);
    // .optional() propagates absence rather than substituting for it, so a defaulted inner keeps its rung.
    defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
    inst._zod.optout = "optional";
    defineLazyInternal(inst, "values", (zod) => {
        const values = zod.def.innerType._zod.values;
        return values ? new Set([...values, undefined]) : undefined;
    });
    defineLazyInternal(inst, "pattern", (zod) => {
        const pattern = zod.def.innerType._zod.pattern;
        return pattern ? new RegExp(`^(${cleanRegex(pattern.source)})?$`) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        if (payload.value === undefined) {
            // Only the top rung substitutes a value for absence; everything else leaves it intact, which is what .optional() means.
            if (def.innerType._zod.optin !== "defaulted")
                return payload;
            // Its own payload, for the same reason $ZodCatch gets one: a pipe forwards an unrecognized key through the caller's issues array, and this must not read that as the substituting schema failing and drop it.
            const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
            if (result instanceof Promise)
                return result.then((result) => handleOptionalResult(payload, result));
            return handleOptionalResult(payload, result);
        }
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodExactOptional = /*@__PURE__*/ $constructor("$ZodExactOptional", (inst, def) => {
    // Call parent init - inherits optin/optout = "optional"
    $ZodOptional.init(inst, def);
    // Override values/pattern to NOT add undefined
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    defineLazyInternal(inst, "pattern", (zod) => zod.def.innerType._zod.pattern);
    // Override parse to just delegate (no undefined handling)
    inst._zod.parse = (payload, ctx) => {
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodNullable = /*@__PURE__*/ $constructor("$ZodNullable", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin);
    defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
    defineLazyInternal(inst, "pattern", (zod) => {
        const pattern = zod.def.innerType._zod.pattern;
        return pattern ? new RegExp(`^(${cleanRegex(pattern.source)}|null)$`) : undefined;
    });
    defineLazyInternal(inst, "values", (zod) => {
        return zod.def.innerType._zod.values ? new Set([...zod.def.innerType._zod.values, null]) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        // Forward direction (decode): allow null to pass through
        if (payload.value === null)
            return payload;
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodDefault = /*@__PURE__*/ $constructor("$ZodDefault", (inst, def) => {
    $ZodType.init(inst, def);
    // inst._zod.qin = "true";
    inst._zod.optin = "defaulted";
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply defaults for undefined input
        if (payload.value === undefined) {
            payload.value = def.defaultValue;
            /**
             * $ZodDefault returns the default value immediately in forward direction.
             * It doesn't pass the default value into the validator ("prefault"). There's no reason to pass the default value through validation. The validity of the default is enforced by TypeScript statically. Otherwise, it's the responsibility of the user to ensure the default is valid. In the case of pipes with divergent in/out types, you can specify the default on the `in` schema of your ZodPipe to set a "prefault" for the pipe.   */
            return payload;
        }
        // Forward direction: continue with default handling
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleDefaultResult(result, def));
        }
        return handleDefaultResult(result, def);
    };
});
function handleDefaultResult(payload, def) {
    if (payload.value === undefined) {
        payload.value = def.defaultValue;
    }
    return payload;
}
const $ZodPrefault = /*@__PURE__*/ $constructor("$ZodPrefault", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.optin = "defaulted";
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply prefault for undefined input
        if (payload.value === undefined) {
            payload.value = def.defaultValue;
        }
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodNonOptional = /*@__PURE__*/ $constructor("$ZodNonOptional", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "values", (zod) => {
        const v = zod.def.innerType._zod.values;
        return v ? new Set([...v].filter((x) => x !== undefined)) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleNonOptionalResult(result, inst));
        }
        return handleNonOptionalResult(result, inst);
    };
});
function handleNonOptionalResult(payload, inst) {
    if (!payload.issues.length && payload.value === undefined) {
        payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: payload.value,
            inst,
        });
    }
    return payload;
}
const $ZodSuccess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSuccess", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            throw new core.$ZodEncodeError("ZodSuccess");
        }
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => {
                payload.value = result.issues.length === 0;
                return payload;
            });
        }
        payload.value = result.issues.length === 0;
        return payload;
    };
})));
function handleCatchResult(payload, result, def, ctx) {
    if (!result.issues.length) {
        payload.value = result.value;
        // The value carries up, so the flag describing it has to carry with it: a back-edge into a node still being parsed must not be frozen by an enclosing readonly, and its checks belong to the node itself. Guarded so the ordinary case adds no own property.
        if (result.memo)
            payload.memo = true;
        return payload;
    }
    // Spread the inner's own payload, not ours: `value` has to stay the input the catch was handed, and the inner ran on a payload of its own so its issues are already private to this call.
    payload.value = def.catchValue({
        ...result,
        value: payload.value,
        error: {
            issues: result.issues.map((iss) => finalizeIssue(iss, ctx, config())),
        },
        input: payload.value,
    });
    return payload;
}
const $ZodCatch = /*@__PURE__*/ $constructor("$ZodCatch", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
    defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply catch logic
        const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleCatchResult(payload, result, def, ctx));
        }
        return handleCatchResult(payload, result, def, ctx);
    };
});
const $ZodNaN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodNaN", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "number" || !Number.isNaN(payload.value)) {
            payload.issues.push({
                input: payload.value,
                inst,
                expected: "nan",
                code: "invalid_type",
            });
            return payload;
        }
        return payload;
    };
})));
const $ZodPipe = /*@__PURE__*/ $constructor("$ZodPipe", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "values", (zod) => zod.def.in._zod.values);
    defineLazyInternal(inst, "optin", (zod) => zod.def.in._zod.optin);
    defineLazyInternal(inst, "optout", (zod) => zod.def.out._zod.optout);
    defineLazyInternal(inst, "propValues", (zod) => zod.def.in._zod.propValues);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            const right = def.out._zod.run(payload, ctx);
            if (right instanceof Promise) {
                return right.then((right) => handlePipeResult(right, def.in, ctx));
            }
            return handlePipeResult(right, def.in, ctx);
        }
        const left = def.in._zod.run(payload, ctx);
        if (left instanceof Promise) {
            return left.then((left) => handlePipeResult(left, def.out, ctx));
        }
        return handlePipeResult(left, def.out, ctx);
    };
});
function handlePipeResult(left, next, ctx) {
    // Any issue stops the pipe, so a failing refinement never feeds its transform. An unrecognized key is the exception: it describes the input's extra properties, not the value being piped, and an enclosing intersection may yet reconcile it.
    if (left.issues.some((iss) => iss.code !== "unrecognized_keys")) {
        // prevent further checks
        left.aborted = true;
        return left;
    }
    return next._zod.run({ value: left.value, issues: left.issues }, ctx);
}
const $ZodCodec = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCodec", (inst, def) => {
    $ZodType.init(inst, def);
    util.defineLazyInternal(inst, "values", (zod) => zod.def.in._zod.values);
    util.defineLazyInternal(inst, "optin", (zod) => zod.def.in._zod.optin);
    util.defineLazyInternal(inst, "optout", (zod) => zod.def.out._zod.optout);
    util.defineLazyInternal(inst, "propValues", (zod) => zod.def.in._zod.propValues);
    inst._zod.parse = (payload, ctx) => {
        const direction = ctx.direction || "forward";
        if (direction === "forward") {
            const left = def.in._zod.run(payload, ctx);
            if (left instanceof Promise) {
                return left.then((left) => handleCodecAResult(left, def, ctx));
            }
            return handleCodecAResult(left, def, ctx);
        }
        else {
            const right = def.out._zod.run(payload, ctx);
            if (right instanceof Promise) {
                return right.then((right) => handleCodecAResult(right, def, ctx));
            }
            return handleCodecAResult(right, def, ctx);
        }
    };
})));
function handleCodecAResult(result, def, ctx) {
    if (result.issues.length) {
        // prevent further checks
        result.aborted = true;
        return result;
    }
    const direction = ctx.direction || "forward";
    if (direction === "forward") {
        const transformed = def.transform(result.value, result);
        if (transformed instanceof Promise) {
            return transformed.then((value) => handleCodecTxResult(result, value, def.out, ctx));
        }
        return handleCodecTxResult(result, transformed, def.out, ctx);
    }
    else {
        const transformed = def.reverseTransform(result.value, result);
        if (transformed instanceof Promise) {
            return transformed.then((value) => handleCodecTxResult(result, value, def.in, ctx));
        }
        return handleCodecTxResult(result, transformed, def.in, ctx);
    }
}
function handleCodecTxResult(left, value, nextSchema, ctx) {
    // Check if transform added any issues
    if (left.issues.length) {
        left.aborted = true;
        return left;
    }
    return nextSchema._zod.run({ value, issues: left.issues }, ctx);
}
const $ZodPreprocess = /*@__PURE__*/ $constructor("$ZodPreprocess", (inst, def) => {
    $ZodPipe.init(inst, def);
});
const $ZodReadonly = /*@__PURE__*/ $constructor("$ZodReadonly", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "propValues", (zod) => zod.def.innerType._zod.propValues);
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    defineLazyInternal(inst, "optin", (zod) => zod.def.innerType?._zod?.optin);
    defineLazyInternal(inst, "optout", (zod) => zod.def.innerType?._zod?.optout);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then(handleReadonlyResult);
        }
        return handleReadonlyResult(result);
    };
});
function handleReadonlyResult(payload) {
    // A repeat visit hands back a node that is still being built; freezing it here would make the rest of its keys fail to assign.
    if (!payload.memo)
        payload.value = Object.freeze(payload.value);
    return payload;
}
// a leaf's pattern source with its own checks folded in: the last pattern-carrying check wins, else length bounds narrow the catch-all, else an integer format narrows the number form. the fold lives here instead of on `_zod.pattern` so a bundle without template literals never pays for it
function leafPattern(schema) {
    const def = schema._zod.def;
    let pattern = def.pattern;
    let isInt = !!def.format?.includes("int");
    let minimum;
    let maximum;
    for (const ch of def.checks ?? []) {
        const d = ch._zod.def;
        if (d.pattern)
            pattern = d.pattern;
        isInt || (isInt = !!d.format?.includes("int"));
        const lo = d.minimum ?? d.length;
        const hi = d.maximum ?? d.length;
        if (lo !== undefined && (minimum === undefined || lo > minimum))
            minimum = lo;
        if (hi !== undefined && (maximum === undefined || hi < maximum))
            maximum = hi;
    }
    if (pattern)
        return pattern.source;
    // an empty range matches nothing at runtime, and `{8,5}` is not a legal quantifier
    if (minimum !== undefined && maximum !== undefined && minimum > maximum)
        return "(?!)";
    if (minimum !== undefined || maximum !== undefined)
        return regexes.string({ minimum, maximum }).source;
    const own = schema._zod.pattern;
    return (isInt && own === regexes.number ? regexes.integer : own)?.source;
}
// a part's pattern source. a wrapper's pattern embeds its inner pattern's source verbatim, so the folded form is substituted in place without knowing the wrapper's own composition; a union's options are joined the way the union builds its own pattern
function partPattern(schema) {
    const def = schema._zod.def;
    const own = schema._zod.pattern?.source;
    // lazy resolves its inner on the internals, not the def
    const inner = def.innerType ?? schema._zod.innerType;
    if (inner) {
        const before = inner._zod.pattern?.source;
        const after = partPattern(inner);
        if (own && before && after && after !== before) {
            return own.replace(util.cleanRegex(before), () => util.cleanRegex(after));
        }
        return own;
    }
    if (def.options) {
        const sources = def.options.map(partPattern);
        if (sources.every(Boolean))
            return `^(${sources.map((s) => util.cleanRegex(s)).join("|")})$`;
    }
    return leafPattern(schema);
}
const $ZodTemplateLiteral = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodTemplateLiteral", (inst, def) => {
    $ZodType.init(inst, def);
    const regexParts = [];
    for (const part of def.parts) {
        if (typeof part === "object" && part !== null) {
            // is Zod schema
            const source = partPattern(part);
            if (!source) {
                throw new Error(`Invalid template literal part, no pattern found: ${[...part._zod.traits].shift()}`);
            }
            regexParts.push(util.cleanRegex(source));
        }
        else if (part === null || util.primitiveTypes.has(typeof part)) {
            regexParts.push(util.escapeRegex(`${part}`));
        }
        else {
            throw new Error(`Invalid template literal part: ${part}`);
        }
    }
    inst._zod.pattern = new RegExp(`^${regexParts.join("")}$`);
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "string") {
            payload.issues.push({
                input: payload.value,
                inst,
                expected: "string",
                code: "invalid_type",
            });
            return payload;
        }
        inst._zod.pattern.lastIndex = 0;
        if (!inst._zod.pattern.test(payload.value)) {
            payload.issues.push({
                input: payload.value,
                inst,
                code: "invalid_format",
                format: def.format ?? "template_literal",
                pattern: inst._zod.pattern.source,
            });
            return payload;
        }
        return payload;
    };
})));
const $ZodFunction = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodFunction", (inst, def) => {
    $ZodType.init(inst, def);
    // Defined, not assigned: the classic prototype exposes `_def` as a getter with no setter.
    Object.defineProperty(inst, "_def", { value: def });
    inst._zod.def = def;
    inst.implement = (func) => {
        if (typeof func !== "function") {
            throw new Error("implement() must be called with a function");
        }
        // Defined inline so the closure stays anonymous: binding it to a `const` first names it, which costs 256 bytes per implemented function.
        return Object.defineProperty(function (...args) {
            const parsedArgs = inst._def.input ? parse(inst._def.input, args) : args;
            const result = Reflect.apply(func, this, parsedArgs);
            if (inst._def.output) {
                return parse(inst._def.output, result);
            }
            return result;
        }, "_zod", { value: inst._zod, enumerable: false });
    };
    inst.implementAsync = (func) => {
        if (typeof func !== "function") {
            throw new Error("implementAsync() must be called with a function");
        }
        return Object.defineProperty(async function (...args) {
            const parsedArgs = inst._def.input ? await parseAsync(inst._def.input, args) : args;
            const result = await Reflect.apply(func, this, parsedArgs);
            if (inst._def.output) {
                return await parseAsync(inst._def.output, result);
            }
            return result;
        }, "_zod", { value: inst._zod, enumerable: false });
    };
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "function") {
            payload.issues.push({
                code: "invalid_type",
                expected: "function",
                input: payload.value,
                inst,
            });
            return payload;
        }
        // Check if output is a promise type to determine if we should use async implementation
        const hasPromiseOutput = inst._def.output && inst._def.output._zod.def.type === "promise";
        if (hasPromiseOutput) {
            payload.value = inst.implementAsync(payload.value);
        }
        else {
            payload.value = inst.implement(payload.value);
        }
        return payload;
    };
    inst.input = (...args) => {
        const F = inst.constructor;
        if (Array.isArray(args[0])) {
            return new F({
                type: "function",
                input: new $ZodTuple({
                    type: "tuple",
                    items: args[0],
                    rest: args[1],
                }),
                output: inst._def.output,
            });
        }
        return new F({
            type: "function",
            input: args[0],
            output: inst._def.output,
        });
    };
    inst.output = (output) => {
        const F = inst.constructor;
        return new F({
            type: "function",
            input: inst._def.input,
            output,
        });
    };
    return inst;
})));
const $ZodPromise = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodPromise", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        return Promise.resolve(payload.value).then((inner) => def.innerType._zod.run({ value: inner, issues: [] }, ctx));
    };
})));
const $ZodLazy = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodLazy", (inst, def) => {
    $ZodType.init(inst, def);
    // Cache the resolved inner type on the shared `def` so all clones of this lazy (e.g. via `.describe()`/`.meta()`) share the same inner instance, preserving identity for cycle detection on recursive schemas.
    util.defineLazy(inst._zod, "innerType", () => {
        const d = def;
        if (!d._cachedInner)
            d._cachedInner = def.getter();
        return d._cachedInner;
    });
    util.defineLazyInternal(inst, "pattern", (zod) => zod.innerType?._zod?.pattern);
    util.defineLazyInternal(inst, "propValues", (zod) => zod.innerType?._zod?.propValues);
    util.defineLazyInternal(inst, "optin", (zod) => zod.innerType?._zod?.optin ?? undefined);
    util.defineLazyInternal(inst, "optout", (zod) => zod.innerType?._zod?.optout ?? undefined);
    inst._zod.parse = (payload, ctx) => {
        const inner = inst._zod.innerType;
        return inner._zod.run(payload, ctx);
    };
})));
const $ZodCustom = /*@__PURE__*/ $constructor("$ZodCustom", (inst, def) => {
    $ZodCheck.init(inst, def);
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _) => {
        return payload;
    };
    inst._zod.check = (payload) => {
        const input = payload.value;
        const r = def.fn(input);
        if (r instanceof Promise) {
            return r.then((r) => handleRefineResult(r, payload, input, inst));
        }
        handleRefineResult(r, payload, input, inst);
        return;
    };
});
function handleRefineResult(result, payload, input, inst) {
    if (!result) {
        const _iss = {
            code: "custom",
            input,
            inst, // incorporates params.error into issue reporting
            path: [...(inst._zod.def.path ?? [])], // incorporates params.error into issue reporting
            continue: !inst._zod.def.abort,
            // params: inst._zod.def.params,
        };
        if (inst._zod.def.params)
            _iss.params = inst._zod.def.params;
        payload.issues.push(util_issue(_iss));
    }
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/registries.js
var registries_a;
const $output = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("ZodOutput")));
const $input = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("ZodInput")));
class $ZodRegistry {
    constructor() {
        this._map = new WeakMap();
        this._idmap = new Map();
    }
    add(schema, ..._meta) {
        const meta = _meta[0];
        this._map.set(schema, meta);
        if (meta && typeof meta === "object" && "id" in meta) {
            this._idmap.set(meta.id, schema);
        }
        return this;
    }
    clear() {
        this._map = new WeakMap();
        this._idmap = new Map();
        return this;
    }
    remove(schema) {
        const meta = this._map.get(schema);
        if (meta && typeof meta === "object" && "id" in meta) {
            this._idmap.delete(meta.id);
        }
        this._map.delete(schema);
        return this;
    }
    get(schema) {
        // return this._map.get(schema) as any;
        // inherit metadata
        const p = schema._zod.parent;
        if (p) {
            const pm = { ...(this.get(p) ?? {}) };
            delete pm.id; // do not inherit id
            const f = { ...pm, ...this._map.get(schema) };
            return Object.keys(f).length ? f : undefined;
        }
        return this._map.get(schema);
    }
    has(schema) {
        return this._map.has(schema);
    }
}
// registries
function registry() {
    return new $ZodRegistry();
}
(registries_a = globalThis).__zod_globalRegistry ?? (registries_a.__zod_globalRegistry = registry());
const globalRegistry = globalThis.__zod_globalRegistry;

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/api.js




function snapshotChecks(def) {
    if (def.checks)
        def.checks = [...def.checks];
    return def;
}
// @__NO_SIDE_EFFECTS__
function _string(Class, params) {
    return new Class(snapshotChecks({ type: "string", ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _coercedString(Class, params) {
    return new Class(snapshotChecks({ type: "string", coerce: true, ...util.normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _email(Class, params) {
    return new Class({
        type: "string",
        format: "email",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _guid(Class, params) {
    return new Class({
        type: "string",
        format: "guid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuid(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv4(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v4",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv6(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v6",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv7(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v7",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _url(Class, params) {
    return new Class({
        type: "string",
        format: "url",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function api_emoji(Class, params) {
    return new Class({
        type: "string",
        format: "emoji",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _nanoid(Class, params) {
    return new Class({
        type: "string",
        format: "nanoid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link _cuid2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
// @__NO_SIDE_EFFECTS__
function _cuid(Class, params) {
    return new Class({
        type: "string",
        format: "cuid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cuid2(Class, params) {
    return new Class({
        type: "string",
        format: "cuid2",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ulid(Class, params) {
    return new Class({
        type: "string",
        format: "ulid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _xid(Class, params) {
    return new Class({
        type: "string",
        format: "xid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ksuid(Class, params) {
    return new Class({
        type: "string",
        format: "ksuid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ipv4(Class, params) {
    return new Class({
        type: "string",
        format: "ipv4",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ipv6(Class, params) {
    return new Class({
        type: "string",
        format: "ipv6",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _mac(Class, params) {
    return new Class({
        type: "string",
        format: "mac",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cidrv4(Class, params) {
    return new Class({
        type: "string",
        format: "cidrv4",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cidrv6(Class, params) {
    return new Class({
        type: "string",
        format: "cidrv6",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _base64(Class, params) {
    return new Class({
        type: "string",
        format: "base64",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _base64url(Class, params) {
    return new Class({
        type: "string",
        format: "base64url",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _e164(Class, params) {
    return new Class({
        type: "string",
        format: "e164",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _creditCard(Class, params) {
    return new Class({
        type: "string",
        format: "credit_card",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _iban(Class, params) {
    return new Class({
        type: "string",
        format: "iban",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _jwt(Class, params) {
    return new Class({
        type: "string",
        format: "jwt",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
const TimePrecision = {
    Any: null,
    Minute: -1,
    Second: 0,
    Millisecond: 3,
    Microsecond: 6,
};
// @__NO_SIDE_EFFECTS__
function _isoDateTime(Class, params) {
    return new Class({
        type: "string",
        format: "datetime",
        check: "string_format",
        offset: false,
        local: false,
        precision: null,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoDate(Class, params) {
    return new Class({
        type: "string",
        format: "date",
        check: "string_format",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoTime(Class, params) {
    return new Class({
        type: "string",
        format: "time",
        check: "string_format",
        precision: null,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoDuration(Class, params) {
    return new Class({
        type: "string",
        format: "duration",
        check: "string_format",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _number(Class, params) {
    return new Class(snapshotChecks({ type: "number", checks: [], ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _coercedNumber(Class, params) {
    return new Class(snapshotChecks({ type: "number", coerce: true, checks: [], ...util.normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _int(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "safeint",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _float32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "float32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _float64(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "float64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _int32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "int32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uint32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "uint32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _boolean(Class, params) {
    return new Class({
        type: "boolean",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedBoolean(Class, params) {
    return new Class({
        type: "boolean",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _bigint(Class, params) {
    return new Class({
        type: "bigint",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedBigint(Class, params) {
    return new Class({
        type: "bigint",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _int64(Class, params) {
    return new Class({
        type: "bigint",
        check: "bigint_format",
        abort: false,
        format: "int64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uint64(Class, params) {
    return new Class({
        type: "bigint",
        check: "bigint_format",
        abort: false,
        format: "uint64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _symbol(Class, params) {
    return new Class({
        type: "symbol",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function api_undefined(Class, params) {
    return new Class({
        type: "undefined",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function api_null(Class, params) {
    return new Class({
        type: "null",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _any(Class) {
    return new Class({
        type: "any",
    });
}
// @__NO_SIDE_EFFECTS__
function _unknown(Class) {
    return new Class({
        type: "unknown",
    });
}
// @__NO_SIDE_EFFECTS__
function _never(Class, params) {
    return new Class({
        type: "never",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _void(Class, params) {
    return new Class({
        type: "void",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _date(Class, params) {
    return new Class({
        type: "date",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedDate(Class, params) {
    return new Class({
        type: "date",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _nan(Class, params) {
    return new Class({
        type: "nan",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _lt(value, params) {
    return new $ZodCheckLessThan({
        check: "less_than",
        ...normalizeParams(params),
        value,
        inclusive: false,
    });
}
// @__NO_SIDE_EFFECTS__
function _lte(value, params) {
    return new $ZodCheckLessThan({
        check: "less_than",
        ...normalizeParams(params),
        value,
        inclusive: true,
    });
}

// @__NO_SIDE_EFFECTS__
function _gt(value, params) {
    return new $ZodCheckGreaterThan({
        check: "greater_than",
        ...normalizeParams(params),
        value,
        inclusive: false,
    });
}
// @__NO_SIDE_EFFECTS__
function _gte(value, params) {
    return new $ZodCheckGreaterThan({
        check: "greater_than",
        ...normalizeParams(params),
        value,
        inclusive: true,
    });
}

// @__NO_SIDE_EFFECTS__
function _positive(params) {
    return _gt(0, params);
}
// negative
// @__NO_SIDE_EFFECTS__
function _negative(params) {
    return _lt(0, params);
}
// nonpositive
// @__NO_SIDE_EFFECTS__
function _nonpositive(params) {
    return _lte(0, params);
}
// nonnegative
// @__NO_SIDE_EFFECTS__
function _nonnegative(params) {
    return _gte(0, params);
}
// @__NO_SIDE_EFFECTS__
function _multipleOf(value, params) {
    return new $ZodCheckMultipleOf({
        check: "multiple_of",
        ...normalizeParams(params),
        value,
    });
}
// @__NO_SIDE_EFFECTS__
function _maxSize(maximum, params) {
    return new checks.$ZodCheckMaxSize({
        check: "max_size",
        ...util.normalizeParams(params),
        maximum,
    });
}
// @__NO_SIDE_EFFECTS__
function _minSize(minimum, params) {
    return new checks.$ZodCheckMinSize({
        check: "min_size",
        ...util.normalizeParams(params),
        minimum,
    });
}
// @__NO_SIDE_EFFECTS__
function _size(size, params) {
    return new checks.$ZodCheckSizeEquals({
        check: "size_equals",
        ...util.normalizeParams(params),
        size,
    });
}
// @__NO_SIDE_EFFECTS__
function _maxLength(maximum, params) {
    const ch = new $ZodCheckMaxLength({
        check: "max_length",
        ...normalizeParams(params),
        maximum,
    });
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _minLength(minimum, params) {
    return new $ZodCheckMinLength({
        check: "min_length",
        ...normalizeParams(params),
        minimum,
    });
}
// @__NO_SIDE_EFFECTS__
function _length(length, params) {
    return new $ZodCheckLengthEquals({
        check: "length_equals",
        ...normalizeParams(params),
        length,
    });
}
// @__NO_SIDE_EFFECTS__
function _regex(pattern, params) {
    return new $ZodCheckRegex({
        check: "string_format",
        format: "regex",
        ...normalizeParams(params),
        pattern,
    });
}
// @__NO_SIDE_EFFECTS__
function _lowercase(params) {
    return new $ZodCheckLowerCase({
        check: "string_format",
        format: "lowercase",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uppercase(params) {
    return new $ZodCheckUpperCase({
        check: "string_format",
        format: "uppercase",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _includes(includes, params) {
    return new $ZodCheckIncludes({
        check: "string_format",
        format: "includes",
        ...normalizeParams(params),
        includes,
    });
}
// @__NO_SIDE_EFFECTS__
function _startsWith(prefix, params) {
    return new $ZodCheckStartsWith({
        check: "string_format",
        format: "starts_with",
        ...normalizeParams(params),
        prefix,
    });
}
// @__NO_SIDE_EFFECTS__
function _endsWith(suffix, params) {
    return new $ZodCheckEndsWith({
        check: "string_format",
        format: "ends_with",
        ...normalizeParams(params),
        suffix,
    });
}
// @__NO_SIDE_EFFECTS__
function _property(property, schema, params) {
    return new checks.$ZodCheckProperty({
        check: "property",
        property,
        schema,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _properties(shape, params) {
    return new $ZodCheckProperties({
        check: "properties",
        shape,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _mime(types, params) {
    return new checks.$ZodCheckMimeType({
        check: "mime_type",
        mime: types,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _overwrite(tx) {
    return new $ZodCheckOverwrite({
        check: "overwrite",
        tx,
    });
}
// normalize
// @__NO_SIDE_EFFECTS__
function _normalize(form) {
    return _overwrite((input) => input.normalize(form));
}
// trim
// @__NO_SIDE_EFFECTS__
function _trim() {
    return _overwrite((input) => input.trim());
}
// toLowerCase
// @__NO_SIDE_EFFECTS__
function _toLowerCase() {
    return _overwrite((input) => input.toLowerCase());
}
// toUpperCase
// @__NO_SIDE_EFFECTS__
function _toUpperCase() {
    return _overwrite((input) => input.toUpperCase());
}
// slugify
// @__NO_SIDE_EFFECTS__
function _slugify() {
    return _overwrite((input) => slugify(input));
}
// @__NO_SIDE_EFFECTS__
function _array(Class, element, params) {
    return new Class({
        type: "array",
        element,
        // get element() {
        //   return element;
        // },
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _union(Class, options, params) {
    return new Class({
        type: "union",
        options,
        ...util.normalizeParams(params),
    });
}
function _xor(Class, options, params) {
    return new Class({
        type: "union",
        options,
        inclusive: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _discriminatedUnion(Class, discriminator, options, params) {
    return new Class({
        type: "union",
        options: options,
        discriminator,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _intersection(Class, left, right) {
    return new Class({
        type: "intersection",
        left,
        right,
    });
}
// export function _tuple(
//   Class: util.SchemaClass<schemas.$ZodTuple>,
//   items: [],
//   params?: string | $ZodTupleParams
// ): schemas.$ZodTuple<[], null>;
// @__NO_SIDE_EFFECTS__
function _tuple(Class, items, _paramsOrRest, _params) {
    const hasRest = _paramsOrRest instanceof schemas.$ZodType;
    const params = hasRest ? _params : _paramsOrRest;
    const rest = hasRest ? _paramsOrRest : null;
    return new Class({
        type: "tuple",
        items,
        rest,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _record(Class, keyType, valueType, params) {
    return new Class({
        type: "record",
        keyType,
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _map(Class, keyType, valueType, params) {
    return new Class({
        type: "map",
        keyType,
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _set(Class, valueType, params) {
    return new Class({
        type: "set",
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _enum(Class, values, params) {
    const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
    // if (Array.isArray(values)) {
    //   for (const value of values) {
    //     entries[value] = value;
    //   }
    // } else {
    //   Object.assign(entries, values);
    // }
    // const entries: util.EnumLike = {};
    // for (const val of values) {
    //   entries[val] = val;
    // }
    return new Class({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
/** @deprecated This API has been merged into `z.enum()`. Use `z.enum()` instead.
 *
 * ```ts
 * enum Colors { red, green, blue }
 * z.enum(Colors);
 * ```
 */
function _nativeEnum(Class, entries, params) {
    return new Class({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _literal(Class, value, params) {
    return new Class({
        type: "literal",
        values: Array.isArray(value) ? value : [value],
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _file(Class, params) {
    return new Class({
        type: "file",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _transform(Class, fn) {
    return new Class({
        type: "transform",
        transform: fn,
    });
}
// @__NO_SIDE_EFFECTS__
function _optional(Class, innerType) {
    return new Class({
        type: "optional",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _nullable(Class, innerType) {
    return new Class({
        type: "nullable",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _default(Class, innerType, defaultValue) {
    return new Class({
        type: "default",
        innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : util.shallowClone(defaultValue);
        },
    });
}
// @__NO_SIDE_EFFECTS__
function _nonoptional(Class, innerType, params) {
    return new Class({
        type: "nonoptional",
        innerType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _success(Class, innerType) {
    return new Class({
        type: "success",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _catch(Class, innerType, catchValue) {
    return new Class({
        type: "catch",
        innerType,
        catchValue: (typeof catchValue === "function" ? catchValue : util.constantCatch(catchValue)),
    });
}
// @__NO_SIDE_EFFECTS__
function _pipe(Class, in_, out) {
    return new Class({
        type: "pipe",
        in: in_,
        out,
    });
}
// @__NO_SIDE_EFFECTS__
function _readonly(Class, innerType) {
    return new Class({
        type: "readonly",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _templateLiteral(Class, parts, params) {
    return new Class({
        type: "template_literal",
        parts,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _lazy(Class, getter) {
    return new Class({
        type: "lazy",
        getter,
    });
}
// @__NO_SIDE_EFFECTS__
function _promise(Class, innerType) {
    return new Class({
        type: "promise",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _custom(Class, fn, _params) {
    const norm = util.normalizeParams(_params);
    norm.abort ?? (norm.abort = true); // default to abort:false
    const schema = new Class({
        type: "custom",
        check: "custom",
        fn: fn,
        ...norm,
    });
    return schema;
}
// same as _custom but defaults to abort:false
// @__NO_SIDE_EFFECTS__
function _refine(Class, fn, _params) {
    const schema = new Class({
        type: "custom",
        check: "custom",
        fn: fn,
        ...normalizeParams(_params),
    });
    return schema;
}
// @__NO_SIDE_EFFECTS__
function _superRefine(fn, params) {
    const ch = _check((payload) => {
        payload.addIssue = (issue) => {
            if (typeof issue === "string") {
                payload.issues.push(util_issue(issue, payload.value, ch._zod.def));
            }
            else {
                // for Zod 3 backwards compatibility
                const _issue = issue;
                if (_issue.fatal)
                    _issue.continue = false;
                _issue.code ?? (_issue.code = "custom");
                if (!("input" in _issue))
                    _issue.input = payload.value;
                _issue.inst ?? (_issue.inst = ch);
                _issue.continue ?? (_issue.continue = !ch._zod.def.abort); // abort is always undefined, so this is always true...
                payload.issues.push(util_issue(_issue));
            }
        };
        return fn(payload.value, payload);
    }, params);
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _check(fn, params) {
    const ch = new $ZodCheck({
        check: "custom",
        ...normalizeParams(params),
    });
    ch._zod.check = fn;
    return ch;
}
// @__NO_SIDE_EFFECTS__
function describe(description) {
    const ch = new $ZodCheck({ check: "describe" });
    ch._zod.onattach = [
        (inst) => {
            const existing = globalRegistry.get(inst) ?? {};
            globalRegistry.add(inst, { ...existing, description });
        },
    ];
    ch._zod.check = () => { }; // no-op check
    return ch;
}
// @__NO_SIDE_EFFECTS__
function meta(metadata) {
    const ch = new $ZodCheck({ check: "meta" });
    ch._zod.onattach = [
        (inst) => {
            const existing = globalRegistry.get(inst) ?? {};
            globalRegistry.add(inst, { ...existing, ...metadata });
        },
    ];
    ch._zod.check = () => { }; // no-op check
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _stringbool(Classes, _params) {
    const params = util.normalizeParams(_params);
    let truthyArray = params.truthy ?? ["true", "1", "yes", "on", "y", "enabled"];
    let falsyArray = params.falsy ?? ["false", "0", "no", "off", "n", "disabled"];
    if (params.case !== "sensitive") {
        truthyArray = truthyArray.map((v) => (typeof v === "string" ? v.toLowerCase() : v));
        falsyArray = falsyArray.map((v) => (typeof v === "string" ? v.toLowerCase() : v));
    }
    const truthySet = new Set(truthyArray);
    const falsySet = new Set(falsyArray);
    const _Codec = Classes.Codec ?? schemas.$ZodCodec;
    const _Boolean = Classes.Boolean ?? schemas.$ZodBoolean;
    const _String = Classes.String ?? schemas.$ZodString;
    const stringSchema = new _String({ type: "string", error: params.error });
    const booleanSchema = new _Boolean({ type: "boolean", error: params.error });
    const codec = new _Codec({
        type: "pipe",
        in: stringSchema,
        out: booleanSchema,
        transform: ((input, payload) => {
            let data = input;
            if (params.case !== "sensitive")
                data = data.toLowerCase();
            if (truthySet.has(data)) {
                return true;
            }
            else if (falsySet.has(data)) {
                return false;
            }
            else {
                payload.issues.push({
                    code: "invalid_value",
                    expected: "stringbool",
                    values: [...truthySet, ...falsySet],
                    input: payload.value,
                    inst: codec,
                    continue: false,
                });
                return {};
            }
        }),
        reverseTransform: ((input, _payload) => {
            if (input === true) {
                return truthyArray[0] || "true";
            }
            else {
                return falsyArray[0] || "false";
            }
        }),
        error: params.error,
    });
    codec._zod.bag.truthy = truthyArray;
    codec._zod.bag.falsy = falsyArray;
    codec._zod.bag.case = params.case ?? "insensitive";
    return codec;
}
// @__NO_SIDE_EFFECTS__
function _stringFormat(Class, format, fnOrRegex, _params = {}) {
    const params = util.normalizeParams(_params);
    const def = {
        check: "string_format",
        type: "string",
        format,
        fn: typeof fnOrRegex === "function" ? fnOrRegex : (val) => fnOrRegex.test(val),
        ...params,
    };
    if (fnOrRegex instanceof RegExp) {
        def.pattern = fnOrRegex;
    }
    const inst = new Class(def);
    return inst;
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/to-json-schema.js


function assignProps(target, ...sources) {
    for (const source of sources) {
        for (const key of Reflect.ownKeys(source)) {
            if (Object.prototype.propertyIsEnumerable.call(source, key)) {
                assignProp(target, key, source[key]);
            }
        }
    }
    return target;
}
// function initializeContext<T extends schemas.$ZodType>(inputs: JSONSchemaGeneratorParams<T>): ToJSONSchemaContext<T> {
//   return {
//     processor: inputs.processor,
//     metadataRegistry: inputs.metadata ?? globalRegistry,
//     target: inputs.target ?? "draft-2020-12",
//     unrepresentable: inputs.unrepresentable ?? "throw",
//   };
// }
function initializeContext(params) {
    // Normalize target: convert old non-hyphenated versions to hyphenated versions
    let target = params?.target ?? "draft-2020-12";
    if (target === "draft-4")
        target = "draft-04";
    if (target === "draft-7")
        target = "draft-07";
    return {
        processors: params.processors ?? {},
        metadataRegistry: params?.metadata ?? globalRegistry,
        target,
        unrepresentable: params?.unrepresentable ?? "throw",
        override: params?.override ?? (() => { }),
        io: params?.io ?? "output",
        counter: 0,
        seen: new Map(),
        sharedDefsExtractedFor: undefined,
        sharedEmitDoneFor: undefined,
        cycles: params?.cycles ?? "ref",
        reused: params?.reused ?? "inline",
        intersections: [],
        deferred: [],
        external: params?.external ?? undefined,
    };
}
/**
 * Applies the `unrepresentable` setting at a site that has no JSON Schema equivalent. Throws
 * `message` unless the setting (or the handler's return value) says otherwise. Returns `true` if a
 * custom JSON Schema was written into `json`, in which case the caller must not write its own.
 */
function handleUnrepresentable(schema, ctx, json, params, message) {
    const result = typeof ctx.unrepresentable === "function"
        ? ctx.unrepresentable({ zodSchema: schema, path: params.path, message })
        : ctx.unrepresentable;
    if (result === "any")
        return false;
    if (result === undefined || result === "throw")
        throw new Error(message);
    Object.assign(json, result);
    return true;
}
// never rename this back to `process`: bundler polyfills inject a top-level `const process` that a lexical declaration of the same name collides with (#6397)
function processSchema(schema, ctx, _params = { path: [], schemaPath: [] }) {
    var _a;
    const def = schema._zod.def;
    // check for schema in seens
    const seen = ctx.seen.get(schema);
    if (seen) {
        seen.count++;
        // check if cycle
        const isCycle = _params.schemaPath.includes(schema);
        if (isCycle) {
            seen.cycle = _params.path;
        }
        return seen.schema;
    }
    // initialize
    const result = { schema: {}, count: 1, cycle: undefined, path: _params.path };
    ctx.seen.set(schema, result);
    ctx.sharedDefsExtractedFor = undefined;
    ctx.sharedEmitDoneFor = undefined;
    // custom method overrides default behavior
    const overrideSchema = schema._zod.toJSONSchema?.();
    if (overrideSchema) {
        result.schema = overrideSchema;
    }
    else {
        const params = {
            ..._params,
            schemaPath: [..._params.schemaPath, schema],
            path: _params.path,
        };
        if (schema._zod.processJSONSchema) {
            schema._zod.processJSONSchema(ctx, result.schema, params);
        }
        else {
            const _json = result.schema;
            const processor = ctx.processors[def.type];
            if (!processor) {
                throw new Error(`[toJSONSchema]: Non-representable type encountered: ${def.type}`);
            }
            processor(schema, ctx, _json, params);
        }
        const parent = schema._zod.parent;
        if (parent) {
            // Also set ref if processor didn't (for inheritance)
            if (!result.ref)
                result.ref = parent;
            processSchema(parent, ctx, params);
            ctx.seen.get(parent).isParent = true;
        }
    }
    // metadata
    const meta = ctx.metadataRegistry.get(schema);
    if (meta)
        assignProps(result.schema, meta);
    if (ctx.io === "input" && isTransforming(schema)) {
        // examples/defaults only apply to output type of pipe
        delete result.schema.examples;
        delete result.schema.default;
    }
    // set prefault as default
    if (ctx.io === "input" && "_prefault" in result.schema)
        (_a = result.schema).default ?? (_a.default = result.schema._prefault);
    delete result.schema._prefault;
    // pulling fresh from ctx.seen in case it was overwritten
    const _result = ctx.seen.get(schema);
    return _result.schema;
}
/** @deprecated Renamed to `processSchema`. An export alias declares no binding, so it is safe to keep. */

// Escape a reference token for use in a JSON Pointer fragment (RFC 6901): `~` becomes `~0` and `/` becomes `~1`. The `~` replacement must run first.
function encodeJSONPointerSegment(segment) {
    return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}
function extractDefs(ctx, schema
// params: EmitParams
) {
    // iterate over seen map;
    const root = ctx.seen.get(schema);
    if (!root)
        throw new Error("Unprocessed schema. This is a bug in Zod.");
    // With `external` set, every registered schema resolves through the external branch of `makeURI`, so the root branch below produces the same ref the external branch would — this pass is identical whichever schema it is called with, and only needs to run once.
    if (ctx.external && ctx.sharedDefsExtractedFor === ctx.external)
        return;
    // Track ids to detect duplicates across different schemas
    const idToSchema = new Map();
    for (const entry of ctx.seen.entries()) {
        const id = ctx.metadataRegistry.get(entry[0])?.id;
        if (id) {
            const existing = idToSchema.get(id);
            if (existing && existing !== entry[0]) {
                throw new Error(`Duplicate schema id "${id}" detected during JSON Schema conversion. Two different schemas cannot share the same id when converted together.`);
            }
            idToSchema.set(id, entry[0]);
        }
    }
    // returns a ref to the schema defId will be empty if the ref points to an external schema (or #)
    const makeURI = (entry) => {
        // comparing the seen objects because sometimes multiple schemas map to the same seen object. e.g. lazy
        // external is configured
        const defsSegment = ctx.target === "draft-2020-12" ? "$defs" : "definitions";
        if (ctx.external) {
            const externalId = ctx.external.registry.get(entry[0])?.id; // ?? "__shared";// `__schema${ctx.counter++}`;
            // check if schema is in the external registry
            const uriGenerator = ctx.external.uri ?? ((id) => id);
            if (externalId) {
                return { ref: uriGenerator(externalId) };
            }
            // otherwise, add to __shared
            const id = entry[1].defId ?? entry[1].schema.id ?? `schema${ctx.counter++}`;
            entry[1].defId = id; // set defId so it will be reused if needed
            return { defId: id, ref: `${uriGenerator("__shared")}#/${defsSegment}/${encodeJSONPointerSegment(id)}` };
        }
        const uriPrefix = `#`;
        const defUriPrefix = `${uriPrefix}/${defsSegment}/`;
        // an id-less root has nowhere to be extracted to, so it stays inline and self-references as `#`
        if (entry[1] === root && !entry[1].schema.id) {
            return { ref: uriPrefix };
        }
        // self-contained schema
        const defId = entry[1].schema.id ?? `__schema${ctx.counter++}`;
        return { defId, ref: defUriPrefix + encodeJSONPointerSegment(defId) };
    };
    // stored cached version in `def` property remove all properties, set $ref
    const extractToDef = (entry) => {
        // if the schema is already a reference, do not extract it
        if (entry[1].schema.$ref) {
            return;
        }
        const seen = entry[1];
        const { ref, defId } = makeURI(entry);
        seen.def = { ...seen.schema };
        // defId won't be set if the schema is a reference to an external schema or if the schema is the root schema
        if (defId)
            seen.defId = defId;
        // wipe away all properties except $ref
        const schema = seen.schema;
        for (const key in schema) {
            delete schema[key];
        }
        schema.$ref = ref;
    };
    // throw on cycles
    // break cycles
    if (ctx.cycles === "throw") {
        for (const entry of ctx.seen.entries()) {
            const seen = entry[1];
            if (seen.cycle) {
                throw new Error("Cycle detected: " +
                    `#/${seen.cycle?.join("/")}/<root>` +
                    '\n\nSet the `cycles` parameter to `"ref"` to resolve cyclical schemas with defs.');
            }
        }
    }
    // extract schemas into $defs
    for (const entry of ctx.seen.entries()) {
        const seen = entry[1];
        // convert root schema to # $ref
        if (schema === entry[0]) {
            extractToDef(entry); // this has special handling for the root schema
            continue;
        }
        // extract schemas that are in the external registry
        if (ctx.external) {
            const ext = ctx.external.registry.get(entry[0])?.id;
            if (schema !== entry[0] && ext) {
                extractToDef(entry);
                continue;
            }
        }
        // extract schemas with `id` meta
        const id = ctx.metadataRegistry.get(entry[0])?.id;
        if (id) {
            extractToDef(entry);
            continue;
        }
        // break cycles
        if (seen.cycle) {
            // any
            extractToDef(entry);
            continue;
        }
        // extract reused schemas
        if (seen.count > 1) {
            if (ctx.reused === "ref") {
                extractToDef(entry);
            }
        }
    }
    if (ctx.external)
        ctx.sharedDefsExtractedFor = ctx.external;
}
/** Rewrites `anyOf: [{type: "a"}, {type: "b"}]` to `type: ["a", "b"]`, which every JSON Schema draft treats as equivalent and most consumers render far better for the nullable case. Only branches that are a bare type assertion qualify — anything carrying a constraint, `$ref`, `const` or metadata is left alone. Runs after `flattenRef`, so a branch an override decorated or `$defs` extraction turned into a `$ref` is no longer bare and correctly stays in `anyOf`. `oneOf` is excluded: `integer` and `number` overlap, so "exactly one" and "at least one" are not the same there. OpenAPI 3.0 is excluded: its `type` must be a single string. */
function compactTypeUnion(schema) {
    const options = schema.anyOf;
    if (!Array.isArray(options) || options.length === 0 || schema.type !== undefined)
        return;
    const types = [];
    for (const option of options) {
        if (!option || typeof option !== "object")
            return;
        // A branch that is itself a compactible union folds into this one — nested `anyOf` and a flat `type` array say the same thing. Compacting it first also makes the result independent of the order this pass walks the seen map in.
        compactTypeUnion(option);
        const keys = Object.keys(option);
        if (keys.length !== 1 || keys[0] !== "type")
            return;
        const type = option.type;
        for (const member of Array.isArray(type) ? type : [type]) {
            if (typeof member !== "string")
                return;
            if (!types.includes(member))
                types.push(member);
        }
    }
    delete schema.anyOf;
    // A `type` array must be non-empty and unique (metaschema); a single member is spelled as a bare string.
    schema.type = types.length === 1 ? types[0] : types;
}
/** Keywords `foldIntersection` knows how to combine. Anything else — `$ref`, `patternProperties`,
 * an annotation like `description` — makes a member unfoldable, so a constraint this does not
 * understand leaves the `allOf` alone instead of being silently dropped or misattributed. */
const FOLDABLE_KEYS = new Set(["type", "properties", "required", "additionalProperties"]);
const UNION_KEYS = ["oneOf", "anyOf"];
/** A member's constraint on a key it does not declare itself. A `catchall` states one; `false`, an absent `additionalProperties`, and the empty schema a loose object emits state nothing. */
function undeclaredConstraint(member) {
    const extra = member.additionalProperties;
    if (extra === undefined || extra === false || typeof extra !== "object" || extra === null)
        return null;
    return Object.keys(extra).length ? extra : null;
}
/** Combines object members into the single object they describe together, or returns `null` if any of them carries a keyword outside {@link FOLDABLE_KEYS}. */
function foldObjects(members) {
    const objects = [];
    for (const member of members) {
        // A boolean subschema is legal JSON Schema and carries no keywords to fold.
        if (typeof member !== "object" || member.type !== "object")
            return null;
        for (const key in member) {
            if (!FOLDABLE_KEYS.has(key))
                return null;
        }
        objects.push(member);
    }
    const properties = {};
    const required = new Set();
    for (const object of objects) {
        for (const key in object.properties) {
            // `in` would report a `__proto__` key as already present via the prototype chain and skip it.
            if (Object.prototype.hasOwnProperty.call(properties, key))
                continue;
            // Every member constrains this key: the ones that declare it say how, and a `catchall` member constrains it too even though it does not name it. The key has to satisfy all of them, which is the same intersection one level down.
            const parts = [];
            for (const other of objects) {
                const part = other.properties?.[key] ?? undeclaredConstraint(other);
                if (part === null || part === undefined)
                    continue;
                if (!parts.some((seen) => JSON.stringify(seen) === JSON.stringify(part)))
                    parts.push(part);
            }
            const merged = parts.length === 1
                ? parts[0]
                : (foldObjects(parts) ?? { allOf: parts });
            assignProp(properties, key, merged);
        }
        for (const key of object.required ?? [])
            required.add(key);
    }
    const folded = { type: "object", properties };
    if (required.size)
        folded.required = [...required];
    // A key no member declares is rejected only when every member rejects it, so the fold is closed only when every member is. Otherwise it carries whatever the `catchall` members demand of such a key.
    if (objects.every((object) => object.additionalProperties === false)) {
        folded.additionalProperties = false;
    }
    else {
        const constraints = [];
        for (const object of objects) {
            const constraint = undeclaredConstraint(object);
            if (constraint && !constraints.some((seen) => JSON.stringify(seen) === JSON.stringify(constraint)))
                constraints.push(constraint);
        }
        if (constraints.length === 1)
            folded.additionalProperties = constraints[0];
        else if (constraints.length > 1)
            folded.additionalProperties = { allOf: constraints };
    }
    return folded;
}
/** `additionalProperties` in an `allOf` member sees only that member's own `properties`, so two
 * closed object members reject each other's keys and the schema validates nothing. Zod's parser
 * pools the key sets instead — `handleIntersectionResults` reports a key as unrecognized only when
 * *every* side rejects it — so the emitted schema has to pool them too, and folding the members
 * into one object is the encoding that says so on every target.
 *
 * This runs from `finalize`, after `extractDefs`, which is what keeps it clear of the `$ref`
 * machinery: a member extracted into `$defs` is already a `$ref` by now and declines to fold, so it
 * keeps its reference and its own closedness rather than being inlined as a stale copy. */
function foldIntersection(json) {
    const allOf = json.allOf;
    if (!Array.isArray(allOf) || allOf.length < 2)
        return;
    // An `override` runs before this pass and may have written object keywords onto the intersection itself. Those are deliberate, so decline rather than overwrite them.
    for (const key of FOLDABLE_KEYS)
        if (key in json)
            return;
    // An intersection distributes over a union: `A & (X | Y)` is `(A & X) | (A & Y)`. Only the first union is distributed over; a second one stays among the members every branch folds against, where it fails the object check and declines the whole intersection rather than multiplying out.
    const unions = allOf.filter((m) => UNION_KEYS.some((k) => Array.isArray(m[k])));
    let folded = null;
    if (!unions.length) {
        folded = foldObjects(allOf);
    }
    else {
        const union = unions[0];
        const keyword = UNION_KEYS.find((k) => Array.isArray(union[k]));
        if (Object.keys(union).length !== 1)
            return;
        const rest = allOf.filter((m) => m !== union);
        const branches = union[keyword].map((branch) => foldObjects([...rest, branch]));
        if (branches.some((b) => !b))
            return;
        folded = { [keyword]: branches };
    }
    if (!folded)
        return;
    delete json.allOf;
    assignProps(json, folded);
}
function finalize(ctx, schema) {
    const root = ctx.seen.get(schema);
    if (!root)
        throw new Error("Unprocessed schema. This is a bug in Zod.");
    // flatten refs - inherit properties from parent schemas
    const flattenRef = (zodSchema) => {
        const seen = ctx.seen.get(zodSchema);
        // already processed
        if (seen.ref === null)
            return;
        const schema = seen.def ?? seen.schema;
        const _cached = { ...schema };
        const ref = seen.ref;
        seen.ref = null; // prevent infinite recursion
        if (ref) {
            flattenRef(ref);
            const refSeen = ctx.seen.get(ref);
            const refSchema = refSeen.schema;
            // merge referenced schema into current
            if (refSchema.$ref && (ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0")) {
                // older drafts can't combine $ref with other properties
                schema.allOf = schema.allOf ?? [];
                schema.allOf.push(refSchema);
            }
            else {
                assignProps(schema, refSchema);
            }
            // restore child's own properties (child wins)
            assignProps(schema, _cached);
            const isParentRef = zodSchema._zod.parent === ref;
            // For parent chain, child is a refinement - remove parent-only properties
            if (isParentRef) {
                for (const key in schema) {
                    if (key === "$ref" || key === "allOf")
                        continue;
                    if (!(key in _cached)) {
                        delete schema[key];
                    }
                }
            }
            // When ref was extracted to $defs, remove properties that match the definition
            if (refSchema.$ref && refSeen.def) {
                for (const key in schema) {
                    if (key === "$ref" || key === "allOf")
                        continue;
                    if (key in refSeen.def && JSON.stringify(schema[key]) === JSON.stringify(refSeen.def[key])) {
                        delete schema[key];
                    }
                }
            }
        }
        // If parent was extracted (has $ref), propagate $ref to this schema. This handles cases like: readonly().meta({id}).describe() where processor sets ref to innerType but parent should be referenced
        const parent = zodSchema._zod.parent;
        if (parent && parent !== ref) {
            // Ensure parent is processed first so its def has inherited properties
            flattenRef(parent);
            const parentSeen = ctx.seen.get(parent);
            if (parentSeen?.schema.$ref) {
                schema.$ref = parentSeen.schema.$ref;
                // De-duplicate with parent's definition
                if (parentSeen.def) {
                    for (const key in schema) {
                        if (key === "$ref" || key === "allOf")
                            continue;
                        if (key in parentSeen.def && JSON.stringify(schema[key]) === JSON.stringify(parentSeen.def[key])) {
                            delete schema[key];
                        }
                    }
                }
            }
        }
        // execute overrides
        ctx.override({
            zodSchema: zodSchema,
            jsonSchema: schema,
            path: seen.path ?? [],
        });
    };
    // Flattening walks the whole map and clears each `ref` as it goes, so a second call over the same map is a no-op scan. Skip it outright once it has run for a registry conversion.
    if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
        for (const entry of [...ctx.seen.entries()].reverse()) {
            flattenRef(entry[0]);
        }
        if (ctx.target !== "openapi-3.0") {
            for (const entry of ctx.seen.entries()) {
                compactTypeUnion(entry[1].def ?? entry[1].schema);
            }
        }
        for (const rewrite of ctx.deferred)
            rewrite();
        // After flattening, every member that was extracted is a `$ref`, so the fold sees the final shape. A schema that inherits an intersection — through `z.lazy`, or any `ref` chain — holds the same `allOf` array, so fold by array identity to catch every copy.
        if (ctx.intersections.length) {
            const carriers = new Map();
            for (const seen of ctx.seen.values()) {
                for (const json of [seen.schema, seen.def]) {
                    const allOf = json?.allOf;
                    if (!Array.isArray(allOf))
                        continue;
                    const existing = carriers.get(allOf);
                    if (existing)
                        existing.push(json);
                    else
                        carriers.set(allOf, [json]);
                }
            }
            for (const allOf of ctx.intersections) {
                for (const json of carriers.get(allOf) ?? [])
                    foldIntersection(json);
            }
        }
    }
    const result = {};
    if (ctx.target === "draft-2020-12") {
        result.$schema = "https://json-schema.org/draft/2020-12/schema";
    }
    else if (ctx.target === "draft-07") {
        result.$schema = "http://json-schema.org/draft-07/schema#";
    }
    else if (ctx.target === "draft-04") {
        result.$schema = "http://json-schema.org/draft-04/schema#";
    }
    else if (ctx.target === "openapi-3.0") {
        // OpenAPI 3.0 schema objects should not include a $schema property
    }
    else {
        // Arbitrary string values are allowed but won't have a $schema property set
    }
    if (ctx.external?.uri) {
        const id = ctx.external.registry.get(schema)?.id;
        if (!id)
            throw new Error("Schema is missing an `id` property");
        result.$id = ctx.external.uri(id);
    }
    // when the root was extracted into $defs, `root.schema` is the `$ref` wrapper and `root.def` is the body that now lives under $defs
    assignProps(result, root.defId ? root.schema : (root.def ?? root.schema));
    // The `id` in `.meta()` is a Zod-specific registration tag used to extract schemas into $defs — it is not user-facing JSON Schema metadata. Strip it from the output body where it would otherwise leak. The id is preserved implicitly via the $defs key (and via $ref paths).
    const rootMetaId = ctx.metadataRegistry.get(schema)?.id;
    if (rootMetaId !== undefined && result.id === rootMetaId)
        delete result.id;
    // build defs object. With `external`, `defs` is the shared object every schema writes into, so the same entries are reassigned on every call. Without it, `defs` is fresh per call and must be rebuilt.
    const defs = ctx.external?.defs ?? {};
    if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
        for (const entry of ctx.seen.entries()) {
            const seen = entry[1];
            if (seen.def && seen.defId) {
                if (seen.def.id === seen.defId)
                    delete seen.def.id;
                assignProp(defs, seen.defId, seen.def);
            }
        }
    }
    if (ctx.external)
        ctx.sharedEmitDoneFor = ctx.external;
    // set definitions in result
    if (ctx.external) {
    }
    else {
        if (Object.keys(defs).length > 0) {
            if (ctx.target === "draft-2020-12") {
                result.$defs = defs;
            }
            else {
                result.definitions = defs;
            }
        }
    }
    try {
        // this "finalizes" this schema and ensures all cycles are removed each call to finalize() is functionally independent though the seen map is shared
        const finalized = JSON.parse(JSON.stringify(result));
        Object.defineProperty(finalized, "~standard", {
            value: {
                ...schema["~standard"],
                jsonSchema: {
                    input: createStandardJSONSchemaMethod(schema, "input", ctx.processors),
                    output: createStandardJSONSchemaMethod(schema, "output", ctx.processors),
                },
            },
            enumerable: false,
            writable: false,
        });
        return finalized;
    }
    catch (_err) {
        throw new Error("Error converting schema to JSON.");
    }
}
function isTransforming(_schema, _ctx) {
    const ctx = _ctx ?? { seen: new Set() };
    if (ctx.seen.has(_schema))
        return false;
    ctx.seen.add(_schema);
    const def = _schema._zod.def;
    if (def.type === "transform")
        return true;
    if (def.type === "array")
        return isTransforming(def.element, ctx);
    if (def.type === "set")
        return isTransforming(def.valueType, ctx);
    if (def.type === "lazy")
        return isTransforming(def.getter(), ctx);
    if (def.type === "promise" ||
        def.type === "optional" ||
        def.type === "nonoptional" ||
        def.type === "nullable" ||
        def.type === "readonly" ||
        def.type === "default" ||
        def.type === "prefault" ||
        def.type === "catch") {
        return isTransforming(def.innerType, ctx);
    }
    if (def.type === "intersection") {
        return isTransforming(def.left, ctx) || isTransforming(def.right, ctx);
    }
    if (def.type === "record" || def.type === "map") {
        return isTransforming(def.keyType, ctx) || isTransforming(def.valueType, ctx);
    }
    if (def.type === "pipe") {
        if (_schema._zod.traits.has("$ZodCodec"))
            return true;
        return isTransforming(def.in, ctx) || isTransforming(def.out, ctx);
    }
    if (def.type === "object") {
        for (const key in def.shape) {
            if (isTransforming(def.shape[key], ctx))
                return true;
        }
        return false;
    }
    if (def.type === "union") {
        for (const option of def.options) {
            if (isTransforming(option, ctx))
                return true;
        }
        return false;
    }
    if (def.type === "tuple") {
        for (const item of def.items) {
            if (isTransforming(item, ctx))
                return true;
        }
        if (def.rest && isTransforming(def.rest, ctx))
            return true;
        return false;
    }
    return false;
}
/**
 * Creates a toJSONSchema method for a schema instance.
 * This encapsulates the logic of initializing context, processing, extracting defs, and finalizing.
 */
const createToJSONSchemaMethod = (schema, processors = {}) => (params) => {
    const ctx = initializeContext({ ...params, processors });
    processSchema(schema, ctx);
    extractDefs(ctx, schema);
    return finalize(ctx, schema);
};
const createStandardJSONSchemaMethod = (schema, io, processors = {}) => (params) => {
    const { libraryOptions, target } = params ?? {};
    const ctx = initializeContext({ ...(libraryOptions ?? {}), target, io, processors });
    processSchema(schema, ctx);
    extractDefs(ctx, schema);
    return finalize(ctx, schema);
};

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/json-schema-processors.js




const narrowMin = (agg, key, value) => {
    if (agg[key] === undefined || value > agg[key])
        agg[key] = value;
};
const narrowMax = (agg, key, value) => {
    if (agg[key] === undefined || value < agg[key])
        agg[key] = value;
};
const narrowBoth = (agg, value) => {
    narrowMin(agg, "minimum", value);
    narrowMax(agg, "maximum", value);
};
const addDivisor = (agg, value) => {
    agg.multipleOf ?? (agg.multipleOf = []);
    if (!agg.multipleOf.includes(value))
        agg.multipleOf.push(value);
};
const addPattern = (agg, pattern) => {
    agg.patterns ?? (agg.patterns = new Set());
    agg.patterns.add(pattern);
};
const intersectMime = (agg, mime) => {
    agg.mime = agg.mime ? agg.mime.filter((m) => mime.includes(m)) : [...mime];
};
// last-wins, matching the bag's historical write order; the flag keeps an integer format from being lost to a later float one
const setFormat = (agg, format) => {
    agg.format = format;
    if (format.includes("int"))
        agg.isInt = true;
};
const minContributor = (agg, def) => narrowMin(agg, "minimum", def.minimum);
const maxContributor = (agg, def) => narrowMax(agg, "maximum", def.maximum);
const formatContributor = (ranges) => (agg, def) => {
    setFormat(agg, def.format);
    const [minimum, maximum] = ranges[def.format];
    narrowMin(agg, "minimum", minimum);
    narrowMax(agg, "maximum", maximum);
};
const contributors = {
    greater_than: (agg, def) => narrowMin(agg, def.inclusive ? "minimum" : "exclusiveMinimum", def.value),
    less_than: (agg, def) => narrowMax(agg, def.inclusive ? "maximum" : "exclusiveMaximum", def.value),
    multiple_of: (agg, def) => addDivisor(agg, def.value),
    number_format: formatContributor(NUMBER_FORMAT_RANGES),
    bigint_format: formatContributor(BIGINT_FORMAT_RANGES),
    min_length: minContributor,
    max_length: maxContributor,
    length_equals: (agg, def) => narrowBoth(agg, def.length),
    min_size: minContributor,
    max_size: maxContributor,
    size_equals: (agg, def) => narrowBoth(agg, def.size),
    string_format: (agg, def) => {
        setFormat(agg, def.format);
        if (def.pattern)
            addPattern(agg, def.pattern);
        if (def.format === "base64" || def.format === "base64url")
            agg.contentEncoding = def.format;
        if (def.local || def.precision === -1)
            agg.laxFormat = true;
    },
    mime_type: (agg, def) => intersectMime(agg, def.mime),
};
function aggregateChecks(schema) {
    const agg = {};
    const def = schema._zod.def;
    // a format schema is its own first check, same rule as $ZodType init
    const list = schema._zod.traits.has("$ZodCheck")
        ? [schema, ...(def.checks ?? [])]
        : (def.checks ?? []);
    for (const ch of list)
        contributors[ch._zod.def.check]?.(agg, ch._zod.def);
    // reconcile with the bag so third-party onattach contributions still land; first-party residue is never tighter than the fold, so merging it back is idempotent for one and additive for the other
    const bag = schema._zod.bag;
    if (bag.minimum !== undefined)
        narrowMin(agg, "minimum", bag.minimum);
    if (bag.exclusiveMinimum !== undefined)
        narrowMin(agg, "exclusiveMinimum", bag.exclusiveMinimum);
    if (bag.maximum !== undefined)
        narrowMax(agg, "maximum", bag.maximum);
    if (bag.exclusiveMaximum !== undefined)
        narrowMax(agg, "exclusiveMaximum", bag.exclusiveMaximum);
    if (bag.multipleOf !== undefined)
        addDivisor(agg, bag.multipleOf);
    if (bag.format !== undefined) {
        agg.format ?? (agg.format = bag.format);
        if (bag.format.includes("int"))
            agg.isInt = true;
    }
    if (bag.mime)
        intersectMime(agg, bag.mime);
    for (const pattern of bag.patterns ?? [])
        addPattern(agg, pattern);
    return agg;
}
const formatMap = {
    guid: "uuid",
    url: "uri",
    datetime: "date-time",
    json_string: "json-string",
    regex: "", // do not set
};
// ==================== SIMPLE TYPE PROCESSORS ====================
// the runtime patterns are lax so parse paths never overflow the regex stack; the emitted schema swaps in the exact block forms, which zod itself never executes
const exactPatterns = new Map([
    [base64Charset, base64],
    [base64urlCharset, base64url],
]);
const exactPattern = (p) => exactPatterns.get(p) ?? p;
const stringProcessor = (schema, ctx, _json, _params) => {
    const json = _json;
    json.type = "string";
    const { minimum, maximum, format, patterns, contentEncoding, laxFormat } = aggregateChecks(schema);
    if (typeof minimum === "number")
        json.minLength = minimum;
    if (typeof maximum === "number")
        json.maxLength = maximum;
    // custom pattern overrides format
    if (format) {
        json.format = formatMap[format] ?? format;
        if (json.format === "")
            delete json.format; // empty format is not valid
        // `z.iso.time()` is never full-time, and `laxFormat` carries the datetime shapes that also accept what their keyword forbids
        if (format === "time" || laxFormat) {
            delete json.format;
        }
    }
    if (contentEncoding)
        json.contentEncoding = contentEncoding;
    if (patterns && patterns.size > 0) {
        const patternList = [...patterns].map(exactPattern);
        if (patternList.length === 1)
            json.pattern = patternList[0].source;
        else if (patternList.length > 1) {
            json.allOf = [
                ...patternList.map((regex) => ({
                    ...(ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0"
                        ? { type: "string" }
                        : {}),
                    pattern: regex.source,
                })),
            ];
        }
    }
};
const numberProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const { minimum, maximum, multipleOf, exclusiveMaximum, exclusiveMinimum, isInt } = aggregateChecks(schema);
    json.type = isInt ? "integer" : "number";
    // when both minimum and exclusiveMinimum exist, pick the more restrictive one
    const exMin = typeof exclusiveMinimum === "number" && exclusiveMinimum >= (minimum ?? Number.NEGATIVE_INFINITY);
    const exMax = typeof exclusiveMaximum === "number" && exclusiveMaximum <= (maximum ?? Number.POSITIVE_INFINITY);
    const legacy = ctx.target === "draft-04" || ctx.target === "openapi-3.0";
    if (exMin) {
        if (legacy) {
            json.minimum = exclusiveMinimum;
            json.exclusiveMinimum = true;
        }
        else {
            json.exclusiveMinimum = exclusiveMinimum;
        }
    }
    else if (typeof minimum === "number") {
        json.minimum = minimum;
    }
    if (exMax) {
        if (legacy) {
            json.maximum = exclusiveMaximum;
            json.exclusiveMaximum = true;
        }
        else {
            json.exclusiveMaximum = exclusiveMaximum;
        }
    }
    else if (typeof maximum === "number") {
        json.maximum = maximum;
    }
    if (multipleOf) {
        // JSON Schema requires a divisor strictly greater than zero, and a non-finite one does not survive JSON at all. A negative divisor accepts exactly what its absolute value accepts, so it still maps; zero, NaN and Infinity have no keyword form.
        const divisors = new Set();
        for (const divisor of multipleOf) {
            if (Number.isFinite(divisor) && divisor !== 0)
                divisors.add(Math.abs(divisor));
            else
                handleUnrepresentable(schema, ctx, json, params, `A multipleOf divisor of ${divisor} cannot be represented in JSON Schema`);
        }
        // chained divisors are a conjunction the keyword cannot carry alone, so extras ride an allOf, same as stacked patterns
        const [first, ...rest] = divisors;
        if (first !== undefined)
            json.multipleOf = first;
        if (rest.length)
            json.allOf = [...(json.allOf ?? []), ...rest.map((m) => ({ multipleOf: m }))];
    }
};
const booleanProcessor = (_schema, _ctx, json, _params) => {
    json.type = "boolean";
};
const bigintProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "BigInt cannot be represented in JSON Schema");
};
const symbolProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Symbols cannot be represented in JSON Schema");
};
const nullProcessor = (_schema, ctx, json, _params) => {
    if (ctx.target === "openapi-3.0") {
        json.type = "string";
        json.nullable = true;
        json.enum = [null];
    }
    else {
        json.type = "null";
    }
};
const undefinedProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Undefined cannot be represented in JSON Schema");
};
const voidProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Void cannot be represented in JSON Schema");
};
const neverProcessor = (_schema, _ctx, json, _params) => {
    json.not = {};
};
const anyProcessor = (_schema, _ctx, _json, _params) => {
    // empty schema accepts anything
};
const unknownProcessor = (_schema, _ctx, _json, _params) => {
    // empty schema accepts anything
};
const dateProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Date cannot be represented in JSON Schema");
};
const enumProcessor = (schema, _ctx, json, _params) => {
    const def = schema._zod.def;
    const values = getEnumValues(def.entries);
    // an empty enum accepts nothing, same as z.never()
    if (values.length === 0) {
        json.not = {};
        return;
    }
    // Number enums can have both string and number values
    if (values.every((v) => typeof v === "number"))
        json.type = "number";
    if (values.every((v) => typeof v === "string"))
        json.type = "string";
    json.enum = values;
};
const literalProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    // a literal with no values accepts nothing, same as z.never()
    if (def.values.length === 0) {
        json.not = {};
        return;
    }
    const vals = [];
    for (const val of def.values) {
        if (val === undefined) {
            // a custom schema replaces the whole literal, so there is nothing left to accumulate
            if (handleUnrepresentable(schema, ctx, json, params, "Literal `undefined` cannot be represented in JSON Schema"))
                return;
            // otherwise do not add to vals
        }
        else if (typeof val === "bigint") {
            if (handleUnrepresentable(schema, ctx, json, params, "BigInt literals cannot be represented in JSON Schema"))
                return;
            vals.push(Number(val));
        }
        else {
            vals.push(val);
        }
    }
    if (vals.length === 0) {
        // do nothing (an undefined literal was stripped)
    }
    else if (vals.length === 1) {
        const val = vals[0];
        json.type = val === null ? "null" : typeof val;
        if (ctx.target === "draft-04" || ctx.target === "openapi-3.0") {
            json.enum = [val];
        }
        else {
            json.const = val;
        }
    }
    else {
        if (vals.every((v) => typeof v === "number"))
            json.type = "number";
        if (vals.every((v) => typeof v === "string"))
            json.type = "string";
        if (vals.every((v) => typeof v === "boolean"))
            json.type = "boolean";
        if (vals.every((v) => v === null))
            json.type = "null";
        json.enum = vals;
    }
};
const nanProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "NaN cannot be represented in JSON Schema");
};
const templateLiteralProcessor = (schema, _ctx, json, _params) => {
    const _json = json;
    const pattern = schema._zod.pattern;
    if (!pattern)
        throw new Error("Pattern not found in template literal");
    _json.type = "string";
    _json.pattern = pattern.source;
};
const fileProcessor = (schema, _ctx, json, _params) => {
    const _json = json;
    _json.type = "string";
    _json.format = "binary";
    _json.contentEncoding = "binary";
    const { minimum, maximum, mime } = aggregateChecks(schema);
    if (minimum !== undefined)
        _json.minLength = minimum;
    if (maximum !== undefined)
        _json.maxLength = maximum;
    if (!mime)
        return;
    // an empty intersection means the mime checks share no value, so nothing passes at runtime; `anyOf` must be non-empty, so the false schema is `not: {}`
    if (mime.length === 0)
        _json.not = {};
    else if (mime.length === 1)
        _json.contentMediaType = mime[0];
    // only contentMediaType differs, so the shared props stay at the root
    else
        _json.anyOf = mime.map((m) => ({ contentMediaType: m }));
};
const successProcessor = (_schema, _ctx, json, _params) => {
    json.type = "boolean";
};
const customProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Custom types cannot be represented in JSON Schema");
};
const functionProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Function types cannot be represented in JSON Schema");
};
const transformProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Transforms cannot be represented in JSON Schema");
};
const mapProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Map cannot be represented in JSON Schema");
};
const setProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Set cannot be represented in JSON Schema");
};
// ==================== COMPOSITE TYPE PROCESSORS ====================
const arrayProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    const { minimum, maximum } = aggregateChecks(schema);
    if (typeof minimum === "number")
        json.minItems = minimum;
    if (typeof maximum === "number")
        json.maxItems = maximum;
    json.type = "array";
    json.items = processSchema(def.element, ctx, {
        ...params,
        path: [...params.path, "items"],
    });
};
// Transform and catch set `optin = "optional"` at runtime so the parser lets them observe an
// absent key, but their declared input type stays required. An input JSON Schema describes the
// declared type, so resolve past them to the schema that actually carries the optionality.
// Used by both `objectProcessor` (for `required`) and `tupleProcessor` (for `minItems`); see
// wiki/optionality.md, "The JSON Schema emitter reads the *static* value".
function inputOptin(schema) {
    const def = schema._zod.def;
    if (def.type === "pipe" && def.in._zod.traits.has("$ZodTransform")) {
        return inputOptin(def.out);
    }
    if (def.type === "catch") {
        return inputOptin(def.innerType);
    }
    return schema._zod.optin;
}
const objectProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    const shape = def.shape;
    // dropping it while still emitting `additionalProperties: false` would emit a schema that rejects data this one requires
    const symbolKeys = Object.getOwnPropertySymbols(shape);
    if (symbolKeys.length &&
        handleUnrepresentable(schema, ctx, json, params, "Symbol keys cannot be represented in JSON Schema")) {
        return;
    }
    json.type = "object";
    json.properties = {};
    for (const key in shape) {
        // assignProp so a __proto__ key becomes an own property instead of hitting the inherited setter on the plain {} we build into
        assignProp(json.properties, key, processSchema(shape[key], ctx, {
            ...params,
            path: [...params.path, "properties", key],
        }));
    }
    // required keys
    const requiredKeys = [];
    for (const key of Object.keys(shape)) {
        const field = def.shape[key];
        if (ctx.io === "input" ? inputOptin(field) === undefined : field._zod.optout === undefined) {
            requiredKeys.push(key);
        }
    }
    if (requiredKeys.length > 0) {
        json.required = requiredKeys;
    }
    // catchall
    if (def.catchall?._zod.def.type === "never") {
        // strict
        json.additionalProperties = false;
    }
    else if (!def.catchall) {
        // regular
        if (ctx.io === "output")
            json.additionalProperties = false;
    }
    else if (def.catchall) {
        json.additionalProperties = processSchema(def.catchall, ctx, {
            ...params,
            path: [...params.path, "additionalProperties"],
        });
    }
};
const unionProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    // Exclusive unions (inclusive === false) use oneOf (exactly one match) instead of anyOf (one or more matches). This includes both z.xor() and discriminated unions
    const isExclusive = def.inclusive === false;
    const options = def.options.map((x, i) => processSchema(x, ctx, {
        ...params,
        path: [...params.path, isExclusive ? "oneOf" : "anyOf", i],
    }));
    if (isExclusive) {
        json.oneOf = options;
    }
    else {
        json.anyOf = options;
    }
};
const intersectionProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    const a = processSchema(def.left, ctx, {
        ...params,
        path: [...params.path, "allOf", 0],
    });
    const b = processSchema(def.right, ctx, {
        ...params,
        path: [...params.path, "allOf", 1],
    });
    const isSimpleIntersection = (val) => "allOf" in val && Object.keys(val).length === 1;
    const allOf = [
        ...(isSimpleIntersection(a) ? a.allOf : [a]),
        ...(isSimpleIntersection(b) ? b.allOf : [b]),
    ];
    json.allOf = allOf;
    // Recorded innermost first, so a nested intersection has already folded by the time this one is considered. The array is the handle rather than the schema, because a wrapper that inherits this schema shares the same array; `finalize` folds every object holding it. See `foldIntersection`.
    ctx.intersections.push(allOf);
};
const tupleProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    json.type = "array";
    const prefixPath = ctx.target === "draft-2020-12" ? "prefixItems" : "items";
    const restPath = ctx.target === "draft-2020-12" ? "items" : ctx.target === "openapi-3.0" ? "items" : "additionalItems";
    const prefixItems = def.items.map((x, i) => processSchema(x, ctx, {
        ...params,
        path: [...params.path, prefixPath, i],
    }));
    const rest = def.rest
        ? processSchema(def.rest, ctx, {
            ...params,
            path: [...params.path, restPath, ...(ctx.target === "openapi-3.0" ? [def.items.length] : [])],
        })
        : null;
    let minItems = def.items.length;
    while (minItems > 0) {
        const item = def.items[minItems - 1];
        const optional = ctx.io === "input" ? inputOptin(item) !== undefined : item._zod.optout === "optional";
        if (!optional)
            break;
        minItems--;
    }
    const maxItems = def.items.length;
    const isClosed = !def.rest;
    if (ctx.target === "draft-2020-12") {
        json.prefixItems = prefixItems;
        if (isClosed) {
            json.items = false;
        }
        else if (rest) {
            json.items = rest;
        }
        if (minItems > 0)
            json.minItems = minItems;
        if (isClosed)
            json.maxItems = maxItems;
    }
    else if (ctx.target === "openapi-3.0") {
        json.items = {
            anyOf: prefixItems,
        };
        if (rest) {
            json.items.anyOf.push(rest);
        }
        if (minItems > 0)
            json.minItems = minItems;
        if (isClosed)
            json.maxItems = maxItems;
    }
    else {
        json.items = prefixItems;
        if (isClosed) {
            json.additionalItems = false;
        }
        else if (rest) {
            json.additionalItems = rest;
        }
        if (minItems > 0)
            json.minItems = minItems;
        if (isClosed)
            json.maxItems = maxItems;
    }
    // explicit user-defined length checks take precedence
    const { minimum, maximum } = aggregateChecks(schema);
    if (typeof minimum === "number")
        json.minItems = minimum;
    if (typeof maximum === "number")
        json.maxItems = maximum;
};
/** JSON object keys are always strings, so a numeric record key schema is re-expressed over the
 * numeric-string form the record parser matches. Deferred to `finalize`, after the flatten: a key
 * behind a wrapper only carries its own `type` before then, and a union key only has its branches.
 *
 * A numeric bound cannot apply to a property name, so `minimum` and its siblings are dropped rather
 * than carried over: keeping them beside `type: "string"` reproduces the match-nothing schema this
 * exists to fix. A key that carries one therefore emits wider than the record parses — `z.record(z.number().min(5), V)`
 * accepts `"3"` — which is the deliberate trade, since throwing on it would reject an ordinary schema
 * outright. */
function stringifyKeyNames(bySchema, json, visited) {
    // an extracted key that rewrites cannot go on sharing its definition — the string form a key position needs is not the number form every other reference wants — so it inlines. One that does not rewrite keeps the `$ref`.
    if (json.$ref) {
        // a recursive key holds its own reference inside its definition, so a node already on the path is left alone rather than resolved again
        if (visited.has(json))
            return json;
        visited.add(json);
        const def = bySchema.get(json)?.def;
        if (!def)
            return json;
        const inlined = stringifyKeyNames(bySchema, def, visited);
        return inlined === def ? json : inlined;
    }
    for (const keyword of ["anyOf", "oneOf"]) {
        const branches = json[keyword];
        if (!Array.isArray(branches))
            continue;
        const mapped = branches.map((branch) => stringifyKeyNames(bySchema, branch, visited));
        // rebuilding regardless would detach a key that had nothing to re-express, dropping its `$ref` and leaking the internal `id`
        if (mapped.some((branch, i) => branch !== branches[i]))
            json = { ...json, [keyword]: mapped };
    }
    // a member that already admits a string leaves the key unconstrained, so the node's own type re-expresses only when every member is numeric
    const types = Array.isArray(json.type) ? json.type : [json.type];
    const numericType = !types.includes("string") && types.some((t) => t === "number" || t === "integer");
    // a heterogeneous key carries no type at all, so its numeric members are caught here instead
    const values = json.enum ?? (json.const !== undefined ? [json.const] : undefined);
    if (!numericType && !values?.some((v) => typeof v === "number"))
        return json;
    const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, format, id, ...rest } = json;
    if (rest.enum)
        rest.enum = rest.enum.map((v) => (typeof v === "number" ? String(v) : v));
    else if (typeof rest.const === "number")
        rest.const = String(rest.const);
    // a heterogeneous key keeps its absent type: the stringified members already say what a key may be
    if (!numericType)
        return rest;
    rest.type = "string";
    if (!values)
        rest.pattern = (types.includes("number") ? number : integer).source;
    return rest;
}
/** Every record of one conversion, so the carriers are found in a single pass rather than once per record. */
const pendingRecords = new WeakMap();
function rewriteKeyNames(ctx) {
    // an extracted key is resolved by the object `extractToDef` left in its place, so the map is built once rather than searched per reference. `_zod.toJSONSchema` can hand the same object to two schemas, so the first entry carrying a body wins, as a search would have found it.
    const bySchema = new Map();
    for (const entry of ctx.seen.values()) {
        if (entry.def && !bySchema.has(entry.schema))
            bySchema.set(entry.schema, entry);
    }
    const rewrites = new Map();
    for (const record of pendingRecords.get(ctx) ?? []) {
        const seen = ctx.seen.get(record);
        const names = (seen?.def ?? seen?.schema)?.propertyNames;
        if (!names || names === true || rewrites.has(names))
            continue;
        const rewritten = stringifyKeyNames(bySchema, names, new Set());
        if (rewritten !== names)
            rewrites.set(names, rewritten);
    }
    if (!rewrites.size)
        return;
    // the flatten has already copied each record's own properties onto every wrapper by reference, and an extracted body is another such copy, so every carrier holding a rewritten key is updated together
    for (const entry of ctx.seen.values()) {
        for (const carrier of [entry.schema, entry.def]) {
            const rewritten = carrier && rewrites.get(carrier.propertyNames);
            if (rewritten)
                carrier.propertyNames = rewritten;
        }
    }
}
const recordProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    json.type = "object";
    // For looseRecord with regex patterns, use patternProperties. This correctly represents "only validate keys matching the pattern" semantics and composes well with allOf (intersections)
    const keyType = def.keyType;
    const patterns = aggregateChecks(keyType).patterns;
    if (def.mode === "loose" && patterns && patterns.size > 0) {
        // Use patternProperties for looseRecord with regex patterns
        const valueSchema = processSchema(def.valueType, ctx, {
            ...params,
            path: [...params.path, "patternProperties", "*"],
        });
        json.patternProperties = {};
        for (const pattern of patterns) {
            assignProp(json.patternProperties, exactPattern(pattern).source, valueSchema);
        }
    }
    else {
        // Default behavior: use propertyNames + additionalProperties
        if (ctx.target === "draft-07" || ctx.target === "draft-2020-12") {
            json.propertyNames = processSchema(def.keyType, ctx, {
                ...params,
                path: [...params.path, "propertyNames"],
            });
            let pending = pendingRecords.get(ctx);
            if (!pending) {
                pending = [];
                pendingRecords.set(ctx, pending);
                ctx.deferred.push(() => rewriteKeyNames(ctx));
            }
            pending.push(schema);
        }
        json.additionalProperties = processSchema(def.valueType, ctx, {
            ...params,
            path: [...params.path, "additionalProperties"],
        });
    }
    // Add required for keys with discrete values (enum, literal, etc.)
    const keyValues = keyType._zod.values;
    // Every key shares one value schema, so an optional-in value makes the whole key set omittable on input. Output keeps them: the exhaustive branch assigns every key, even one whose value came back undefined.
    const omittableOnInput = ctx.io === "input" && inputOptin(def.valueType) !== undefined;
    if (keyValues && !def.partial && !omittableOnInput) {
        const validKeyValues = [...keyValues].filter((v) => typeof v === "string" || typeof v === "number");
        if (validKeyValues.length > 0) {
            json.required = validKeyValues.map(String);
        }
    }
};
const nullableProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    const inner = processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    if (ctx.target === "openapi-3.0") {
        seen.ref = def.innerType;
        json.nullable = true;
    }
    else {
        json.anyOf = [inner, { type: "null" }];
    }
};
const nonoptionalProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
};
/** Round-trips a default value through JSON so the emitted schema is guaranteed to be valid JSON.
 * A BigInt has no reliable encoding, so it goes through `unrepresentable` like any other
 * unrepresentable value. Returns a sentinel when the caller must not write a default of its own. */
const UNREPRESENTABLE_DEFAULT = Symbol();
function serializeDefaultValue(value, schema, ctx, json, params) {
    let unrepresentable = false;
    const serialized = JSON.stringify(value, (_, val) => {
        if (typeof val !== "bigint")
            return val;
        unrepresentable = true;
        return null;
    });
    if (!unrepresentable)
        return JSON.parse(serialized);
    handleUnrepresentable(schema, ctx, json, params, "BigInt defaults cannot be represented in JSON Schema");
    return UNREPRESENTABLE_DEFAULT;
}
const defaultProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
    if (value !== UNREPRESENTABLE_DEFAULT)
        json.default = value;
};
const prefaultProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    if (ctx.io !== "input")
        return;
    const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
    if (value !== UNREPRESENTABLE_DEFAULT)
        json._prefault = value;
};
const catchProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    let catchValue;
    try {
        catchValue = def.catchValue(undefined);
    }
    catch {
        handleUnrepresentable(schema, ctx, json, params, "Dynamic catch values are not supported in JSON Schema");
        return;
    }
    json.default = catchValue;
};
const pipeProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    const inIsTransform = def.in._zod.traits.has("$ZodTransform");
    const innerType = ctx.io === "input" ? (inIsTransform ? def.out : def.in) : def.out;
    processSchema(innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = innerType;
};
const readonlyProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    json.readOnly = true;
};
const promiseProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
};
const optionalProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
};
const lazyProcessor = (schema, ctx, _json, params) => {
    const innerType = schema._zod.innerType;
    processSchema(innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = innerType;
};
// ==================== ALL PROCESSORS ====================
const allProcessors = {
    string: stringProcessor,
    number: numberProcessor,
    boolean: booleanProcessor,
    bigint: bigintProcessor,
    symbol: symbolProcessor,
    null: nullProcessor,
    undefined: undefinedProcessor,
    void: voidProcessor,
    never: neverProcessor,
    any: anyProcessor,
    unknown: unknownProcessor,
    date: dateProcessor,
    enum: enumProcessor,
    literal: literalProcessor,
    nan: nanProcessor,
    template_literal: templateLiteralProcessor,
    file: fileProcessor,
    success: successProcessor,
    custom: customProcessor,
    function: functionProcessor,
    transform: transformProcessor,
    map: mapProcessor,
    set: setProcessor,
    array: arrayProcessor,
    object: objectProcessor,
    union: unionProcessor,
    intersection: intersectionProcessor,
    tuple: tupleProcessor,
    record: recordProcessor,
    nullable: nullableProcessor,
    nonoptional: nonoptionalProcessor,
    default: defaultProcessor,
    prefault: prefaultProcessor,
    catch: catchProcessor,
    pipe: pipeProcessor,
    readonly: readonlyProcessor,
    promise: promiseProcessor,
    optional: optionalProcessor,
    lazy: lazyProcessor,
};
function toJSONSchema(input, params) {
    if ("_idmap" in input) {
        // Registry case
        const registry = input;
        const ctx = initializeContext({ ...params, processors: allProcessors });
        const defs = {};
        // First pass: process all schemas to build the seen map
        for (const entry of registry._idmap.entries()) {
            const [_, schema] = entry;
            processSchema(schema, ctx);
        }
        const schemas = {};
        const external = {
            registry,
            uri: params?.uri,
            defs,
        };
        // Update the context with external configuration
        ctx.external = external;
        // Second pass: emit each schema
        for (const entry of registry._idmap.entries()) {
            const [key, schema] = entry;
            extractDefs(ctx, schema);
            assignProp(schemas, key, finalize(ctx, schema));
        }
        if (Object.keys(defs).length > 0) {
            const defsSegment = ctx.target === "draft-2020-12" ? "$defs" : "definitions";
            schemas.__shared = {
                [defsSegment]: defs,
            };
        }
        return { schemas };
    }
    // Single schema case
    const ctx = initializeContext({ ...params, processors: allProcessors });
    processSchema(input, ctx);
    extractDefs(ctx, input);
    return finalize(ctx, input);
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/en.js

const error = () => {
    const Sizable = {
        string: { unit: "characters", verb: "to have" },
        file: { unit: "bytes", verb: "to have" },
        array: { unit: "items", verb: "to have" },
        set: { unit: "items", verb: "to have" },
        map: { unit: "entries", verb: "to have" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "input",
        email: "email address",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO datetime",
        date: "ISO date",
        time: "ISO time",
        duration: "ISO duration",
        ipv4: "IPv4 address",
        ipv6: "IPv6 address",
        mac: "MAC address",
        cidrv4: "IPv4 range",
        cidrv6: "IPv6 range",
        base64: "base64-encoded string",
        base64url: "base64url-encoded string",
        json_string: "JSON string",
        e164: "E.164 number",
        currency_code: "currency code",
        credit_card: "credit card number",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "input",
    };
    // type names: missing keys = do not translate (use raw value via ?? fallback)
    const TypeDictionary = {
        // Compatibility: "nan" -> "NaN" for display
        nan: "NaN",
        // All other type names omitted - they fall back to raw values via ?? operator
    };
    function getTypeName(type, input) {
        if (type === "number" && typeof input === "number" && !Number.isFinite(input)) {
            return String(input);
        }
        return TypeDictionary[type] ?? type;
    }
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = getTypeName(issue.expected);
                const receivedType = parsedType(issue.input);
                const received = getTypeName(receivedType, issue.input);
                return `Invalid input: expected ${expected}, received ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Invalid input: expected ${stringifyPrimitive(issue.values[0])}`;
                return `Invalid option: expected one of ${joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.exact ? "exactly " : issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Too big: expected ${issue.origin ?? "value"} to have ${adj}${issue.maximum.toString()} ${sizing.unit ?? "elements"}`;
                return `Too big: expected ${issue.origin ?? "value"} to be ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.exact ? "exactly " : issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Too small: expected ${issue.origin} to have ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `Too small: expected ${issue.origin} to be ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `Invalid string: must start with "${_issue.prefix}"`;
                }
                if (_issue.format === "ends_with")
                    return `Invalid string: must end with "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Invalid string: must include "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Invalid string: must match pattern ${_issue.pattern}`;
                return `Invalid ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Invalid number: must be a multiple of ${issue.divisor}`;
            case "unrecognized_keys":
                return `Unrecognized key${issue.keys.length > 1 ? "s" : ""}: ${joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Invalid key in ${issue.origin}`;
            case "invalid_union":
                if (issue.options && Array.isArray(issue.options) && issue.options.length > 0) {
                    const opts = issue.options.map((o) => `'${o}'`).join(" | ");
                    return `Invalid discriminator value. Expected ${opts}`;
                }
                if (issue.inclusive === false) {
                    return "Invalid input: more than one option matched";
                }
                return "Invalid input";
            case "invalid_element":
                return `Invalid value in ${issue.origin}`;
            default:
                return `Invalid input`;
        }
    };
};
/* harmony default export */ function en() {
    return {
        localeError: error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/errors.js


/* Computing the message eagerly is expensive (pretty-printed JSON of all
 * issues), so defer it until first read. The accessor functions and
 * descriptors are shared across instances to keep error construction
 * cheap; the computed message is cached on the internals object. The
 * setter preserves plain assignment semantics for consumers that
 * overwrite `message`. */
function _getMessage() {
    const internals = this._zod;
    internals.message ?? (internals.message = JSON.stringify(internals.def, jsonStringifyReplacer, 2));
    return internals.message;
}
function _setMessage(value) {
    this._zod.message = value;
}
const _messageDesc = {
    get: _getMessage,
    set: _setMessage,
    enumerable: true,
    configurable: true,
};
const _issuesDesc = { value: undefined, enumerable: false };
/* Prototypes that already carry the lazy `toString`. Seeded with the
 * intrinsics so that `init` on a foreign object — it accepts any object —
 * can never install an accessor onto a prototype we do not own. */
const _installedToString = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
const initializer = (inst, def) => {
    inst.name = "$ZodError";
    // `_zod` is already non-enumerable: $constructor's init defined it with this same descriptor
    _issuesDesc.value = def;
    Object.defineProperty(inst, "issues", _issuesDesc);
    // Clear the shared slot; a retained `value` pins the last error's issues.
    _issuesDesc.value = undefined;
    Object.defineProperty(inst, "message", _messageDesc);
    /* `toString` lives as a non-enumerable lazy getter on the shared
     * prototype; on first access it caches a per-instance closure so
     * detached usage still works. */
    const proto = Object.getPrototypeOf(inst);
    if (!_installedToString.has(proto)) {
        _installedToString.add(proto);
        Object.defineProperty(proto, "toString", {
            configurable: true,
            enumerable: false,
            get() {
                const value = () => this.message;
                Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
                return value;
            },
            set(value) {
                Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
            },
        });
    }
};
const $ZodError = $constructor("$ZodError", initializer);
const $ZodRealError = $constructor("$ZodError", initializer, undefined, {
    Parent: Error,
});
/** Get-or-create `obj[key]` as an own data property. A path segment naming an inherited member
 * ("toString", "constructor") would otherwise read through to the prototype, and assigning
 * "__proto__" would hit the setter instead of creating a key. */
function node(obj, key, make) {
    if (!Object.prototype.hasOwnProperty.call(obj, key)) {
        if (key === "__proto__") {
            Object.defineProperty(obj, key, { value: make(), writable: true, enumerable: true, configurable: true });
        }
        else {
            obj[key] = make();
        }
    }
    return obj[key];
}
function flattenError(error, mapper = (issue) => issue.message) {
    const fieldErrors = {};
    const formErrors = [];
    for (const sub of error.issues) {
        if (sub.path.length > 0) {
            node(fieldErrors, sub.path[0], () => []).push(mapper(sub));
        }
        else {
            formErrors.push(mapper(sub));
        }
    }
    return { formErrors, fieldErrors };
}
function formatError(error, mapper = (issue) => issue.message) {
    const fieldErrors = { _errors: [] };
    const processError = (error, path = []) => {
        for (const issue of error.issues) {
            if (issue.code === "invalid_union" && issue.errors.length) {
                issue.errors.map((issues) => processError({ issues }, [...path, ...issue.path]));
            }
            else if (issue.code === "invalid_key") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else if (issue.code === "invalid_element") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else {
                const fullpath = [...path, ...issue.path];
                if (fullpath.length === 0) {
                    fieldErrors._errors.push(mapper(issue));
                }
                else {
                    let curr = fieldErrors;
                    let i = 0;
                    while (i < fullpath.length) {
                        const el = fullpath[i];
                        const terminal = i === fullpath.length - 1;
                        // `_errors` is reserved by this legacy format, so merge a matching path segment into the current node instead of treating its array as a child.
                        if (el === "_errors") {
                            if (terminal)
                                curr._errors.push(mapper(issue));
                            i++;
                            continue;
                        }
                        // A path element may collide with an inherited property name such as
                        // "__proto__" or "constructor". Truthiness checks read the prototype
                        // (so no node is created, then ._errors.push throws), and bracket
                        // assignment of "__proto__" hits the setter instead of creating an
                        // own key. Guard the read with hasOwnProperty and create the node
                        // with defineProperty so any path element becomes a real own key.
                        if (!Object.prototype.hasOwnProperty.call(curr, el)) {
                            Object.defineProperty(curr, el, {
                                value: { _errors: [] },
                                enumerable: true,
                                writable: true,
                                configurable: true,
                            });
                        }
                        const node = curr[el];
                        if (terminal) {
                            node._errors.push(mapper(issue));
                        }
                        curr = node;
                        i++;
                    }
                }
            }
        }
    };
    processError(error);
    return fieldErrors;
}
function treeifyError(error, mapper = (issue) => issue.message) {
    const result = { errors: [] };
    const processError = (error, path = []) => {
        var _a;
        for (const issue of error.issues) {
            if (issue.code === "invalid_union" && issue.errors.length) {
                // regular union error
                issue.errors.map((issues) => processError({ issues }, [...path, ...issue.path]));
            }
            else if (issue.code === "invalid_key") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else if (issue.code === "invalid_element") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else {
                const fullpath = [...path, ...issue.path];
                if (fullpath.length === 0) {
                    result.errors.push(mapper(issue));
                    continue;
                }
                let curr = result;
                let i = 0;
                while (i < fullpath.length) {
                    const el = fullpath[i];
                    const terminal = i === fullpath.length - 1;
                    if (typeof el === "string") {
                        curr.properties ?? (curr.properties = {});
                        // el may collide with an inherited property name ("__proto__",
                        // "constructor", ...); ??= reads the prototype so the node is never
                        // created and curr.errors.push throws. Guard with hasOwnProperty and
                        // create the node with defineProperty so "__proto__" becomes a real
                        // own key rather than invoking the prototype setter.
                        if (!Object.prototype.hasOwnProperty.call(curr.properties, el)) {
                            Object.defineProperty(curr.properties, el, {
                                value: { errors: [] },
                                enumerable: true,
                                writable: true,
                                configurable: true,
                            });
                        }
                        curr = curr.properties[el];
                    }
                    else {
                        curr.items ?? (curr.items = []);
                        (_a = curr.items)[el] ?? (_a[el] = { errors: [] });
                        curr = curr.items[el];
                    }
                    if (terminal) {
                        curr.errors.push(mapper(issue));
                    }
                    i++;
                }
            }
        }
    };
    processError(error);
    return result;
}
/** Format a ZodError as a human-readable string in the following form.
 *
 * From
 *
 * ```ts
 * ZodError {
 *   issues: [
 *     {
 *       expected: 'string',
 *       code: 'invalid_type',
 *       path: [ 'username' ],
 *       message: 'Invalid input: expected string'
 *     },
 *     {
 *       expected: 'number',
 *       code: 'invalid_type',
 *       path: [ 'favoriteNumbers', 1 ],
 *       message: 'Invalid input: expected number'
 *     }
 *   ];
 * }
 * ```
 *
 * to
 *
 * ```
 * username
 *   ✖ Expected number, received string at "username
 * favoriteNumbers[0]
 *   ✖ Invalid input: expected number
 * ```
 */
function toDotPath(_path) {
    const segs = [];
    const path = _path.map((seg) => (typeof seg === "object" ? seg.key : seg));
    for (const seg of path) {
        if (typeof seg === "number")
            segs.push(`[${seg}]`);
        else if (typeof seg === "symbol")
            segs.push(`[${JSON.stringify(String(seg))}]`);
        else if (/[^\w$]/.test(seg))
            segs.push(`[${JSON.stringify(seg)}]`);
        else {
            if (segs.length)
                segs.push(".");
            segs.push(seg);
        }
    }
    return segs.join("");
}
function prettifyError(error) {
    const lines = [];
    // sort by path length
    const issues = [...error.issues].sort((a, b) => (a.path ?? []).length - (b.path ?? []).length);
    // Process each issue
    for (const issue of issues) {
        lines.push(`✖ ${issue.message}`);
        if (issue.path?.length)
            lines.push(`  → at ${toDotPath(issue.path)}`);
    }
    // Convert Map to formatted string
    return lines.join("\n");
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/parse.js



// Always both keys, so the `_params` read site in `_parse` sees one object shape rather than two.
function finalizeParams(callee, params) {
    return { callee: params?.callee ?? callee, Err: params?.Err };
}
const _parse = (_Err) => {
    const fn = (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
        const result = schema._zod.run({ value, issues: [] }, ctx);
        if (result instanceof Promise) {
            throw new $ZodAsyncError();
        }
        if (result.issues.length) {
            const e = new (_params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
            captureStackTrace(e, _params?.callee ?? fn);
            throw e;
        }
        return result.value;
    };
    return fn;
};
const parse_parse = /* @__PURE__*/ _parse($ZodRealError);
const _parseAsync = (_Err) => {
    const fn = async (schema, value, _ctx, params) => {
        const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
        let result = schema._zod.run({ value, issues: [] }, ctx);
        if (result instanceof Promise)
            result = await result;
        if (result.issues.length) {
            const e = new (params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
            captureStackTrace(e, params?.callee ?? fn);
            throw e;
        }
        return result.value;
    };
    return fn;
};
const parse_parseAsync = /* @__PURE__*/ _parseAsync($ZodRealError);
const _safeParse = (_Err) => (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
    const result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise) {
        throw new $ZodAsyncError();
    }
    return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
const safeParse = /* @__PURE__*/ _safeParse($ZodRealError);
// the error is built on the first read of `error`: finalizing the issues and constructing the instance is most of a failing parse, and a caller that only branches on `success` never pays it. a getter in the literal keeps this small; the alternative, one shared accessor descriptor plus a hidden state slot, reads ~15% faster but costs ~75 B gzipped in every bundle
function failure(Err, issues, ctx) {
    let error;
    return {
        success: false,
        get error() {
            if (!error) {
                error = new Err(issues.map((iss) => finalizeIssue(iss, ctx, config())));
                // finalizeIssue drops `input`, so the built error holds nothing; keeping the raw issues past this point pins the parsed value for the life of the result
                issues = undefined;
                ctx = undefined;
            }
            return error;
        },
        set error(e) {
            error = e;
            // a replacement makes the getter's branch unreachable, so the captures have to go here too
            issues = undefined;
            ctx = undefined;
        },
    };
}
const _safeParseAsync = (_Err) => async (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
        result = await result;
    return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
const safeParseAsync = /* @__PURE__*/ _safeParseAsync($ZodRealError);
// registry mirrors of the compiler's sentinels, so this module never imports the compiler
const COMPILE_INVALID = /* @__PURE__ */ Symbol.for("zod.compile.invalid");
const COMPILE_FALLBACK = /* @__PURE__ */ Symbol.for("zod.compile.fallback");
// Deliberately tiny, because v8 will not inline a body carrying the fallback's object literals and throw. Everything that is not the compiled happy path lives in validateFallback, and that split is worth ~35% on a compiled schema.
const validate = ((schema, value, _ctx) => {
    const validator = schema._zod.bag.validator;
    if (validator !== undefined) {
        if (validator(value) !== COMPILE_INVALID)
            return true;
        // a definite sentinel means the runtime would reject, so skip the re-parse; a ctx can still change the answer
        if (validator.definite === true && _ctx === undefined)
            return false;
    }
    return validateFallback(schema, value, _ctx);
});
function validateFallback(schema, value, _ctx) {
    const ctx = _ctx
        ? { ..._ctx, async: false, abortEarly: true }
        : { async: false, abortEarly: true };
    const fallbackRun = schema._zod.bag.fallbackRun;
    let result;
    if (fallbackRun) {
        // skip nested fast paths on the fallback, so user callbacks keep the at-most-twice bound
        ctx[COMPILE_FALLBACK] = true;
        result = fallbackRun({ value, issues: [] }, ctx);
    }
    else {
        result = schema._zod.run({ value, issues: [] }, ctx);
    }
    if (result instanceof Promise) {
        throw new $ZodAsyncError();
    }
    return result.issues.length === 0;
}
// no fast path: the compiler keeps async parses on the runtime, because a promise-returning callback that is not declared async compiles to a throw
const parse_validateAsync = async (schema, value, _ctx) => {
    const ctx = _ctx
        ? { ..._ctx, async: true, abortEarly: true }
        : { async: true, abortEarly: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
        result = await result;
    return result.issues.length === 0;
};
const _encode = (_Err) => {
    const parse = _parse(_Err);
    const fn = (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
        return parse(schema, value, ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const encode = /* @__PURE__*/ _encode($ZodRealError);
const _decode = (_Err) => {
    const parse = _parse(_Err);
    const fn = (schema, value, _ctx, _params) => {
        return parse(schema, value, _ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const decode = /* @__PURE__*/ _decode($ZodRealError);
const _encodeAsync = (_Err) => {
    const parseAsync = _parseAsync(_Err);
    const fn = async (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
        return (await parseAsync(schema, value, ctx, finalizeParams(fn, _params)));
    };
    return fn;
};
const encodeAsync = /* @__PURE__*/ _encodeAsync($ZodRealError);
const _decodeAsync = (_Err) => {
    const parseAsync = _parseAsync(_Err);
    const fn = async (schema, value, _ctx, _params) => {
        return await parseAsync(schema, value, _ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const decodeAsync = /* @__PURE__*/ _decodeAsync($ZodRealError);
const _safeEncode = (_Err) => (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
    return _safeParse(_Err)(schema, value, ctx);
};
const safeEncode = /* @__PURE__*/ _safeEncode($ZodRealError);
const _safeDecode = (_Err) => (schema, value, _ctx) => {
    return _safeParse(_Err)(schema, value, _ctx);
};
const safeDecode = /* @__PURE__*/ _safeDecode($ZodRealError);
const _safeEncodeAsync = (_Err) => async (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
    return _safeParseAsync(_Err)(schema, value, ctx);
};
const safeEncodeAsync = /* @__PURE__*/ _safeEncodeAsync($ZodRealError);
const _safeDecodeAsync = (_Err) => async (schema, value, _ctx) => {
    return _safeParseAsync(_Err)(schema, value, _ctx);
};
const safeDecodeAsync = /* @__PURE__*/ _safeDecodeAsync($ZodRealError);

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/errors.js



/* Prototypes that already carry the lazy helper methods. Seeded with the
 * intrinsics so that `init` on a foreign object — it accepts any object —
 * can never install an accessor onto a prototype we do not own. */
const _installedErrorProtos = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
/* Helper methods live as non-enumerable lazy getters on the shared
 * prototype instead of own properties on every instance. On first
 * access the getter allocates the per-instance closure and caches it
 * as a non-enumerable own property, so detached usage still works and
 * the allocation only happens for methods actually touched. */
function _lazyMethod(proto, key, make) {
    Object.defineProperty(proto, key, {
        configurable: true,
        enumerable: false,
        get() {
            const value = make(this);
            Object.defineProperty(this, key, { value, configurable: true, writable: true });
            return value;
        },
        set(value) {
            Object.defineProperty(this, key, { value, configurable: true, writable: true });
        },
    });
}
const errors_initializer = (inst, issues) => {
    $ZodError.init(inst, issues);
    inst.name = "ZodError";
    const proto = Object.getPrototypeOf(inst);
    if (_installedErrorProtos.has(proto))
        return;
    _installedErrorProtos.add(proto);
    _lazyMethod(proto, "format", (self) => (mapper) => formatError(self, mapper));
    _lazyMethod(proto, "flatten", (self) => (mapper) => flattenError(self, mapper));
    _lazyMethod(proto, "addIssue", (self) => (issue) => {
        self.issues.push(issue);
        self.message = JSON.stringify(self.issues, jsonStringifyReplacer, 2);
    });
    _lazyMethod(proto, "addIssues", (self) => (issues) => {
        self.issues.push(...issues);
        self.message = JSON.stringify(self.issues, jsonStringifyReplacer, 2);
    });
    Object.defineProperty(proto, "isEmpty", {
        configurable: true,
        enumerable: false,
        get() {
            return this.issues.length === 0;
        },
    });
};
const ZodError = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodError", errors_initializer)));
const ZodRealError = /*@__PURE__*/ $constructor("ZodError", errors_initializer, undefined, {
    Parent: Error,
});
// /** @deprecated Use `z.core.$ZodErrorMapCtx` instead. */
// export type ErrorMapCtx = core.$ZodErrorMapCtx;

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/parse.js


const classic_parse_parse = /* @__PURE__ */ _parse(ZodRealError);
const classic_parse_parseAsync = /* @__PURE__ */ _parseAsync(ZodRealError);
const parse_safeParse = /* @__PURE__ */ _safeParse(ZodRealError);
const parse_safeParseAsync = /* @__PURE__ */ _safeParseAsync(ZodRealError);

// Codec functions
const parse_encode = /* @__PURE__ */ _encode(ZodRealError);
const parse_decode = /* @__PURE__ */ _decode(ZodRealError);
const parse_encodeAsync = /* @__PURE__ */ _encodeAsync(ZodRealError);
const parse_decodeAsync = /* @__PURE__ */ _decodeAsync(ZodRealError);
const parse_safeEncode = /* @__PURE__ */ _safeEncode(ZodRealError);
const parse_safeDecode = /* @__PURE__ */ _safeDecode(ZodRealError);
const parse_safeEncodeAsync = /* @__PURE__ */ _safeEncodeAsync(ZodRealError);
const parse_safeDecodeAsync = /* @__PURE__ */ _safeDecodeAsync(ZodRealError);

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/schemas.js








// Register English as the default locale on first ZodType construction. Hooked into the `ZodType` `$constructor` (rather than a top-level `config(en())` in `external.ts`) so bundlers honoring `sideEffects: false` can't tree-shake it out — see #5953, #5725. An explicit `z.config(z.locales.xx())` call wins regardless of order, since this only sets the default when none is present.
function _ensureDefaultLocale() {
    if (!globalConfig.localeError)
        config(en());
}
// the default memoizer is read by the core container init, which runs before `ZodType.init`, so each container calls this first
function _ensureDefaultMemoizer() {
    if (!globalConfig.memoizer)
        config({ memoizer: memoizer() });
}
const ZodType = /*@__PURE__*/ $constructor("ZodType", (inst, def) => {
    _ensureDefaultLocale();
    $ZodType.init(inst, def);
    inst.def = def;
    inst.type = def.type;
    return inst;
}, {
    check(...chks) {
        const def = this.def;
        return this.clone(mergeDefs(def, {
            checks: [
                ...(def.checks ?? []),
                ...chks.map((ch) => typeof ch === "function" ? { _zod: { check: ch, def: { check: "custom" }, onattach: [] } } : ch),
            ],
        }), { parent: true });
    },
    with(...chks) {
        return this.check(...chks);
    },
    clone(def, params) {
        return clone(this, def, params);
    },
    brand() {
        return this;
    },
    register(reg, meta) {
        reg.add(this, meta);
        return this;
    },
    refine(check, params) {
        return this.check(refine(check, params));
    },
    superRefine(refinement, params) {
        return this.check(superRefine(refinement, params));
    },
    overwrite(fn) {
        return this.check(_overwrite(fn));
    },
    optional() {
        return optional(this);
    },
    exactOptional() {
        return exactOptional(this);
    },
    nullable() {
        return nullable(this);
    },
    nullish() {
        return optional(nullable(this));
    },
    nonoptional(params) {
        return nonoptional(this, params);
    },
    array() {
        return array(this);
    },
    or(arg) {
        return union([this, arg]);
    },
    and(arg) {
        return intersection(this, arg);
    },
    transform(tx) {
        return pipe(this, transform(tx));
    },
    default(d) {
        return schemas_default(this, d);
    },
    prefault(d) {
        return prefault(this, d);
    },
    catch(params) {
        return schemas_catch(this, params);
    },
    pipe(target) {
        return pipe(this, target);
    },
    readonly() {
        return readonly(this);
    },
    describe(description) {
        const cl = this.clone();
        globalRegistry.add(cl, { description });
        return cl;
    },
    meta(...args) {
        // overloaded: meta() returns the registered metadata, meta(data) returns a clone with `data` registered. The mapped type picks up the second overload, so we accept variadic any-args and return `any` to satisfy both at runtime.
        if (args.length === 0)
            return globalRegistry.get(this);
        const cl = this.clone();
        globalRegistry.add(cl, args[0]);
        return cl;
    },
    isOptional() {
        return this.safeParse(undefined).success;
    },
    isNullable() {
        return this.safeParse(null).success;
    },
    apply(fn, ...args) {
        return args.length === 0 ? fn(this) : fn(this, ...args);
    },
    // Overrides core's `~standard` to add `jsonSchema`. Must stay a prototype entry: redefining it per instance demotes instances to dictionary mode.
    get "~standard"() {
        return hide(this, "~standard", {
            ...standardProps(this),
            jsonSchema: {
                input: createStandardJSONSchemaMethod(this, "input"),
                output: createStandardJSONSchemaMethod(this, "output"),
            },
        });
    },
    set "~standard"(value) {
        own(this, "~standard", value);
    },
    parse: function _parse(data, params) {
        return classic_parse_parse(this, data, params, { callee: _parse });
    },
    parseAsync: async function _parseAsync(data, params) {
        return await classic_parse_parseAsync(this, data, params, { callee: _parseAsync });
    },
    safeParse(data, params) {
        return parse_safeParse(this, data, params);
    },
    async safeParseAsync(data, params) {
        return parse_safeParseAsync(this, data, params);
    },
    // `spa` is an alias: same function object as `safeParseAsync`, as before.
    get spa() {
        return this?.safeParseAsync;
    },
    set spa(value) {
        own(this, "spa", value);
    },
    validate(data, params) {
        return validate(this, data, params);
    },
    validateAsync(data, params) {
        return parse_validateAsync(this, data, params);
    },
    encode: function _encode(data, params) {
        return parse_encode(this, data, params, { callee: _encode });
    },
    decode: function _decode(data, params) {
        return parse_decode(this, data, params, { callee: _decode });
    },
    encodeAsync: async function _encodeAsync(data, params) {
        return await parse_encodeAsync(this, data, params, { callee: _encodeAsync });
    },
    decodeAsync: async function _decodeAsync(data, params) {
        return await parse_decodeAsync(this, data, params, { callee: _decodeAsync });
    },
    safeEncode(data, params) {
        return parse_safeEncode(this, data, params);
    },
    safeDecode(data, params) {
        return parse_safeDecode(this, data, params);
    },
    async safeEncodeAsync(data, params) {
        return parse_safeEncodeAsync(this, data, params);
    },
    async safeDecodeAsync(data, params) {
        return parse_safeDecodeAsync(this, data, params);
    },
    toJSONSchema(params) {
        return createToJSONSchemaMethod(this, {})(params);
    },
    // Reads through to the registry on every access, so it must not cache.
    get description() {
        return globalRegistry.get(this)?.description;
    },
    // No setter: `schema._def = x` throws, as it did when `_def` was a non-writable own property.
    get _def() {
        return this._zod.def;
    },
});
/** @internal */
const _ZodString = /*@__PURE__*/ $constructor("_ZodString", (inst, def) => {
    $ZodString.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => stringProcessor(inst, ctx, json, params);
}, 
/*@__PURE__*/ derived({
    format: (inst) => aggregateChecks(inst).format ?? null,
    minLength: (inst) => aggregateChecks(inst).minimum ?? null,
    maxLength: (inst) => aggregateChecks(inst).maximum ?? null,
}, {
    regex(...args) {
        return this.check(_regex(...args));
    },
    includes(...args) {
        return this.check(_includes(...args));
    },
    startsWith(...args) {
        return this.check(_startsWith(...args));
    },
    endsWith(...args) {
        return this.check(_endsWith(...args));
    },
    min(...args) {
        return this.check(_minLength(...args));
    },
    max(...args) {
        return this.check(_maxLength(...args));
    },
    length(...args) {
        return this.check(_length(...args));
    },
    nonempty(...args) {
        return this.check(_minLength(1, ...args));
    },
    lowercase(params) {
        return this.check(_lowercase(params));
    },
    uppercase(params) {
        return this.check(_uppercase(params));
    },
    trim() {
        return this.check(_trim());
    },
    normalize(...args) {
        return this.check(_normalize(...args));
    },
    toLowerCase() {
        return this.check(_toLowerCase());
    },
    toUpperCase() {
        return this.check(_toUpperCase());
    },
    slugify() {
        return this.check(_slugify());
    },
}));
const ZodString = /*@__PURE__*/ $constructor("ZodString", (inst, def) => {
    $ZodString.init(inst, def);
    _ZodString.init(inst, def);
}, {
    email(params) {
        return this.check(_email(ZodEmail, params));
    },
    url(params) {
        return this.check(_url(ZodURL, params));
    },
    jwt(params) {
        return this.check(_jwt(ZodJWT, params));
    },
    emoji(params) {
        return this.check(api_emoji(ZodEmoji, params));
    },
    guid(params) {
        return this.check(_guid(ZodGUID, params));
    },
    uuid(params) {
        return this.check(_uuid(ZodUUID, params));
    },
    uuidv4(params) {
        return this.check(_uuidv4(ZodUUID, params));
    },
    uuidv6(params) {
        return this.check(_uuidv6(ZodUUID, params));
    },
    uuidv7(params) {
        return this.check(_uuidv7(ZodUUID, params));
    },
    nanoid(params) {
        return this.check(_nanoid(ZodNanoID, params));
    },
    cuid(params) {
        return this.check(_cuid(ZodCUID, params));
    },
    cuid2(params) {
        return this.check(_cuid2(ZodCUID2, params));
    },
    ulid(params) {
        return this.check(_ulid(ZodULID, params));
    },
    base64(params) {
        return this.check(_base64(ZodBase64, params));
    },
    base64url(params) {
        return this.check(_base64url(ZodBase64URL, params));
    },
    xid(params) {
        return this.check(_xid(ZodXID, params));
    },
    ksuid(params) {
        return this.check(_ksuid(ZodKSUID, params));
    },
    ipv4(params) {
        return this.check(_ipv4(ZodIPv4, params));
    },
    ipv6(params) {
        return this.check(_ipv6(ZodIPv6, params));
    },
    cidrv4(params) {
        return this.check(_cidrv4(ZodCIDRv4, params));
    },
    cidrv6(params) {
        return this.check(_cidrv6(ZodCIDRv6, params));
    },
    e164(params) {
        return this.check(_e164(ZodE164, params));
    },
    datetime(params) {
        return this.check(_isoDateTime(ZodISODateTime, params));
    },
    date(params) {
        return this.check(_isoDate(ZodISODate, params));
    },
    time(params) {
        return this.check(_isoTime(ZodISOTime, params));
    },
    duration(params) {
        return this.check(_isoDuration(ZodISODuration, params));
    },
});
function schemas_string(params) {
    return _string(ZodString, params);
}
const ZodStringFormat = /*@__PURE__*/ $constructor("ZodStringFormat", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    _ZodString.init(inst, def);
});
const ZodISODateTime = /*@__PURE__*/ $constructor("ZodISODateTime", (inst, def) => {
    $ZodISODateTime.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodISODate = /*@__PURE__*/ $constructor("ZodISODate", (inst, def) => {
    $ZodISODate.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodISOTime = /*@__PURE__*/ $constructor("ZodISOTime", (inst, def) => {
    $ZodISOTime.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodISODuration = /*@__PURE__*/ $constructor("ZodISODuration", (inst, def) => {
    $ZodISODuration.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodEmail = /*@__PURE__*/ $constructor("ZodEmail", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodEmail.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_email(params) {
    return core._email(ZodEmail, params);
}
const ZodGUID = /*@__PURE__*/ $constructor("ZodGUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodGUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_guid(params) {
    return core._guid(ZodGUID, params);
}
const ZodUUID = /*@__PURE__*/ $constructor("ZodUUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodUUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_uuid(params) {
    return core._uuid(ZodUUID, params);
}
function uuidv4(params) {
    return core._uuidv4(ZodUUID, params);
}
// ZodUUIDv6
function uuidv6(params) {
    return core._uuidv6(ZodUUID, params);
}
// ZodUUIDv7
function uuidv7(params) {
    return core._uuidv7(ZodUUID, params);
}
const ZodURL = /*@__PURE__*/ $constructor("ZodURL", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodURL.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function url(params) {
    return core._url(ZodURL, params);
}
function httpUrl(params) {
    return core._url(ZodURL, {
        protocol: regexes.httpProtocol,
        hostname: regexes.domain,
        ...util.normalizeParams(params),
    });
}
const ZodEmoji = /*@__PURE__*/ $constructor("ZodEmoji", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodEmoji.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_emoji(params) {
    return core._emoji(ZodEmoji, params);
}
const ZodNanoID = /*@__PURE__*/ $constructor("ZodNanoID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodNanoID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_nanoid(params) {
    return core._nanoid(ZodNanoID, params);
}
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link ZodCUID2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const ZodCUID = /*@__PURE__*/ $constructor("ZodCUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodCUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
/**
 * Validates a CUID v1 string.
 *
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link cuid2 | `z.cuid2()`} instead.
 * See https://github.com/paralleldrive/cuid.
 */
function schemas_cuid(params) {
    return core._cuid(ZodCUID, params);
}
const ZodCUID2 = /*@__PURE__*/ $constructor("ZodCUID2", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodCUID2.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_cuid2(params) {
    return core._cuid2(ZodCUID2, params);
}
const ZodULID = /*@__PURE__*/ $constructor("ZodULID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodULID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_ulid(params) {
    return core._ulid(ZodULID, params);
}
const ZodXID = /*@__PURE__*/ $constructor("ZodXID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodXID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_xid(params) {
    return core._xid(ZodXID, params);
}
const ZodKSUID = /*@__PURE__*/ $constructor("ZodKSUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodKSUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_ksuid(params) {
    return core._ksuid(ZodKSUID, params);
}
const ZodIPv4 = /*@__PURE__*/ $constructor("ZodIPv4", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodIPv4.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_ipv4(params) {
    return core._ipv4(ZodIPv4, params);
}
const ZodMAC = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMAC", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    core.$ZodMAC.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function schemas_mac(params) {
    return core._mac(ZodMAC, params);
}
const ZodIPv6 = /*@__PURE__*/ $constructor("ZodIPv6", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodIPv6.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_ipv6(params) {
    return core._ipv6(ZodIPv6, params);
}
const ZodCIDRv4 = /*@__PURE__*/ $constructor("ZodCIDRv4", (inst, def) => {
    $ZodCIDRv4.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_cidrv4(params) {
    return core._cidrv4(ZodCIDRv4, params);
}
const ZodCIDRv6 = /*@__PURE__*/ $constructor("ZodCIDRv6", (inst, def) => {
    $ZodCIDRv6.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_cidrv6(params) {
    return core._cidrv6(ZodCIDRv6, params);
}
const ZodBase64 = /*@__PURE__*/ $constructor("ZodBase64", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodBase64.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_base64(params) {
    return core._base64(ZodBase64, params);
}
const ZodBase64URL = /*@__PURE__*/ $constructor("ZodBase64URL", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodBase64URL.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_base64url(params) {
    return core._base64url(ZodBase64URL, params);
}
const ZodE164 = /*@__PURE__*/ $constructor("ZodE164", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodE164.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_e164(params) {
    return core._e164(ZodE164, params);
}
const ZodCreditCard = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodCreditCard", (inst, def) => {
    core.$ZodCreditCard.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function schemas_creditCard(params) {
    return core._creditCard(ZodCreditCard, params);
}
const ZodIBAN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodIBAN", (inst, def) => {
    core.$ZodIBAN.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function schemas_iban(params) {
    return core._iban(ZodIBAN, params);
}
const ZodJWT = /*@__PURE__*/ $constructor("ZodJWT", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodJWT.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function jwt(params) {
    return core._jwt(ZodJWT, params);
}
const ZodCustomStringFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodCustomStringFormat", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    core.$ZodCustomStringFormat.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function stringFormat(format, fnOrRegex, _params = {}) {
    return core._stringFormat(ZodCustomStringFormat, format, fnOrRegex, _params);
}
function schemas_hostname(_params) {
    return core._stringFormat(ZodCustomStringFormat, "hostname", regexes.hostname, _params);
}
function schemas_hex(_params) {
    return core._stringFormat(ZodCustomStringFormat, "hex", regexes.hex, _params);
}
function schemas_currencyCode(_params) {
    return core._stringFormat(ZodCustomStringFormat, "currency_code", regexes.currencyCode, _params);
}
function hash(alg, params) {
    const enc = params?.enc ?? "hex";
    const format = `${alg}_${enc}`;
    const regex = core.regexes[format];
    if (!regex)
        throw new Error(`Unrecognized hash format: ${format}`);
    return core._stringFormat(ZodCustomStringFormat, format, regex, params);
}
const ZodNumber = /*@__PURE__*/ $constructor("ZodNumber", (inst, def) => {
    $ZodNumber.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => numberProcessor(inst, ctx, json, params);
    inst.isFinite = true;
}, 
/*@__PURE__*/ derived({
    minValue: (inst) => {
        const { minimum, exclusiveMinimum } = aggregateChecks(inst);
        return Math.max(minimum ?? Number.NEGATIVE_INFINITY, exclusiveMinimum ?? Number.NEGATIVE_INFINITY);
    },
    maxValue: (inst) => {
        const { maximum, exclusiveMaximum } = aggregateChecks(inst);
        return Math.min(maximum ?? Number.POSITIVE_INFINITY, exclusiveMaximum ?? Number.POSITIVE_INFINITY);
    },
    isInt: (inst) => {
        const { isInt, multipleOf } = aggregateChecks(inst);
        return !!isInt || !!multipleOf?.some(Number.isSafeInteger);
    },
    format: (inst) => aggregateChecks(inst).format ?? null,
}, {
    gt(value, params) {
        return this.check(_gt(value, params));
    },
    gte(value, params) {
        return this.check(_gte(value, params));
    },
    min(value, params) {
        return this.check(_gte(value, params));
    },
    lt(value, params) {
        return this.check(_lt(value, params));
    },
    lte(value, params) {
        return this.check(_lte(value, params));
    },
    max(value, params) {
        return this.check(_lte(value, params));
    },
    int(params) {
        return this.check(schemas_int(params));
    },
    safe(params) {
        return this.check(schemas_int(params));
    },
    positive(params) {
        return this.check(_gt(0, params));
    },
    nonnegative(params) {
        return this.check(_gte(0, params));
    },
    negative(params) {
        return this.check(_lt(0, params));
    },
    nonpositive(params) {
        return this.check(_lte(0, params));
    },
    multipleOf(value, params) {
        return this.check(_multipleOf(value, params));
    },
    step(value, params) {
        return this.check(_multipleOf(value, params));
    },
    finite() {
        return this;
    },
}));
function schemas_number(params) {
    return _number(ZodNumber, params);
}
const ZodNumberFormat = /*@__PURE__*/ $constructor("ZodNumberFormat", (inst, def) => {
    $ZodNumberFormat.init(inst, def);
    ZodNumber.init(inst, def);
});
function schemas_int(params) {
    return _int(ZodNumberFormat, params);
}
function float32(params) {
    return core._float32(ZodNumberFormat, params);
}
function float64(params) {
    return core._float64(ZodNumberFormat, params);
}
function int32(params) {
    return core._int32(ZodNumberFormat, params);
}
function uint32(params) {
    return core._uint32(ZodNumberFormat, params);
}
const ZodBoolean = /*@__PURE__*/ $constructor("ZodBoolean", (inst, def) => {
    $ZodBoolean.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => booleanProcessor(inst, ctx, json, params);
});
function schemas_boolean(params) {
    return _boolean(ZodBoolean, params);
}
const ZodBigInt = /*@__PURE__*/ $constructor("ZodBigInt", (inst, def) => {
    $ZodBigInt.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => bigintProcessor(inst, ctx, json, params);
}, 
/*@__PURE__*/ derived({
    minValue: (inst) => aggregateChecks(inst).minimum ?? null,
    maxValue: (inst) => aggregateChecks(inst).maximum ?? null,
    format: (inst) => aggregateChecks(inst).format ?? null,
}, {
    gte(value, params) {
        return this.check(_gte(value, params));
    },
    min(value, params) {
        return this.check(_gte(value, params));
    },
    gt(value, params) {
        return this.check(_gt(value, params));
    },
    lt(value, params) {
        return this.check(_lt(value, params));
    },
    lte(value, params) {
        return this.check(_lte(value, params));
    },
    max(value, params) {
        return this.check(_lte(value, params));
    },
    positive(params) {
        return this.check(_gt(BigInt(0), params));
    },
    negative(params) {
        return this.check(_lt(BigInt(0), params));
    },
    nonpositive(params) {
        return this.check(_lte(BigInt(0), params));
    },
    nonnegative(params) {
        return this.check(_gte(BigInt(0), params));
    },
    multipleOf(value, params) {
        return this.check(_multipleOf(value, params));
    },
}));
function schemas_bigint(params) {
    return core._bigint(ZodBigInt, params);
}
const ZodBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodBigIntFormat", (inst, def) => {
    core.$ZodBigIntFormat.init(inst, def);
    ZodBigInt.init(inst, def);
})));
function int64(params) {
    return core._int64(ZodBigIntFormat, params);
}
function uint64(params) {
    return core._uint64(ZodBigIntFormat, params);
}
const ZodSymbol = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodSymbol", (inst, def) => {
    core.$ZodSymbol.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.symbolProcessor(inst, ctx, json, params);
})));
function symbol(params) {
    return core._symbol(ZodSymbol, params);
}
const ZodUndefined = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodUndefined", (inst, def) => {
    core.$ZodUndefined.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.undefinedProcessor(inst, ctx, json, params);
})));
function schemas_undefined(params) {
    return core._undefined(ZodUndefined, params);
}

const ZodNull = /*@__PURE__*/ $constructor("ZodNull", (inst, def) => {
    $ZodNull.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => nullProcessor(inst, ctx, json, params);
});
function schemas_null(params) {
    return api_null(ZodNull, params);
}

const ZodAny = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodAny", (inst, def) => {
    core.$ZodAny.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.anyProcessor(inst, ctx, json, params);
})));
function any() {
    return core._any(ZodAny);
}
const ZodUnknown = /*@__PURE__*/ $constructor("ZodUnknown", (inst, def) => {
    $ZodUnknown.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => unknownProcessor(inst, ctx, json, params);
});
function unknown() {
    return _unknown(ZodUnknown);
}
const ZodNever = /*@__PURE__*/ $constructor("ZodNever", (inst, def) => {
    $ZodNever.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => neverProcessor(inst, ctx, json, params);
});
function never(params) {
    return _never(ZodNever, params);
}
const ZodVoid = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodVoid", (inst, def) => {
    core.$ZodVoid.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.voidProcessor(inst, ctx, json, params);
})));
function schemas_void(params) {
    return core._void(ZodVoid, params);
}

const ZodDate = /*@__PURE__*/ $constructor("ZodDate", (inst, def) => {
    $ZodDate.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => dateProcessor(inst, ctx, json, params);
    inst.min = (value, params) => inst.check(_gte(value, params));
    inst.max = (value, params) => inst.check(_lte(value, params));
}, 
/*@__PURE__*/ derived({
    minDate: (inst) => {
        const { minimum } = aggregateChecks(inst);
        return minimum ? new Date(minimum) : null;
    },
    maxDate: (inst) => {
        const { maximum } = aggregateChecks(inst);
        return maximum ? new Date(maximum) : null;
    },
}, {}));
function schemas_date(params) {
    return core._date(ZodDate, params);
}
const ZodArray = /*@__PURE__*/ $constructor("ZodArray", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodArray.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => arrayProcessor(inst, ctx, json, params);
    inst.element = def.element;
}, {
    min(n, params) {
        return this.check(_minLength(n, params));
    },
    nonempty(params) {
        return this.check(_minLength(1, params));
    },
    max(n, params) {
        return this.check(_maxLength(n, params));
    },
    length(n, params) {
        return this.check(_length(n, params));
    },
    unwrap() {
        return this.element;
    },
});
function array(element, params) {
    return _array(ZodArray, element, params);
}
// .keyof
function keyof(schema) {
    const shape = schema._zod.def.shape;
    return schemas_enum(Object.keys(shape));
}
const ZodObject = /*@__PURE__*/ $constructor("ZodObject", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodObjectJIT.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => objectProcessor(inst, ctx, json, params);
    installLazyProp(inst, "shape", (self) => self._zod.def.shape, false);
}, {
    keyof() {
        return schemas_enum(Object.keys(this._zod.def.shape));
    },
    catchall(catchall) {
        // `mergeDefs` rather than a spread: spreading reads `shape`, and resolving it can mint a whole fresh subtree
        return this.clone(mergeDefs(this._zod.def, { catchall: catchall }));
    },
    passthrough() {
        return this.clone(mergeDefs(this._zod.def, { catchall: unknown() }));
    },
    loose() {
        return this.clone(mergeDefs(this._zod.def, { catchall: unknown() }));
    },
    strict() {
        return this.clone(mergeDefs(this._zod.def, { catchall: never() }));
    },
    strip() {
        return this.clone(mergeDefs(this._zod.def, { catchall: undefined }));
    },
    extend(incoming) {
        return extend(this, incoming);
    },
    safeExtend(incoming) {
        return safeExtend(this, incoming);
    },
    merge(other) {
        return merge(this, other);
    },
    pick(mask) {
        return pick(this, mask);
    },
    omit(mask) {
        return omit(this, mask);
    },
    partial(...args) {
        return partial(ZodOptional, this, args[0]);
    },
    exactPartial(...args) {
        return partial(ZodExactOptional, this, args[0], "exactPartial");
    },
    required(...args) {
        return required(ZodNonOptional, this, args[0]);
    },
});
function object(shape, params) {
    const def = {
        type: "object",
        shape: shape ?? {},
        ...normalizeParams(params),
    };
    return new ZodObject(def);
}
// strictObject
function strictObject(shape, params) {
    return new ZodObject({
        type: "object",
        shape,
        catchall: never(),
        ...normalizeParams(params),
    });
}
// looseObject
function looseObject(shape, params) {
    return new ZodObject({
        type: "object",
        shape,
        catchall: unknown(),
        ...util.normalizeParams(params),
    });
}
const ZodUnion = /*@__PURE__*/ $constructor("ZodUnion", (inst, def) => {
    $ZodUnion.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => unionProcessor(inst, ctx, json, params);
    inst.options = def.options;
});
function union(options, params) {
    return new ZodUnion({
        type: "union",
        options: options,
        ...normalizeParams(params),
    });
}
const ZodXor = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodXor", (inst, def) => {
    ZodUnion.init(inst, def);
    core.$ZodXor.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.unionProcessor(inst, ctx, json, params);
    inst.options = def.options;
})));
/** Creates an exclusive union (XOR) where exactly one option must match.
 * Unlike regular unions that succeed when any option matches, xor fails if
 * zero or more than one option matches the input. */
function xor(options, params) {
    return new ZodXor({
        type: "union",
        options: options,
        inclusive: false,
        ...util.normalizeParams(params),
    });
}
const ZodDiscriminatedUnion = /*@__PURE__*/ $constructor("ZodDiscriminatedUnion", (inst, def) => {
    ZodUnion.init(inst, def);
    $ZodDiscriminatedUnion.init(inst, def);
});
function discriminatedUnion(discriminator, options, params) {
    // const [options, params] = args;
    return new ZodDiscriminatedUnion({
        type: "union",
        options: options,
        discriminator,
        ...normalizeParams(params),
    });
}
const ZodIntersection = /*@__PURE__*/ $constructor("ZodIntersection", (inst, def) => {
    $ZodIntersection.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => intersectionProcessor(inst, ctx, json, params);
});
function intersection(left, right) {
    return new ZodIntersection({
        type: "intersection",
        left: left,
        right: right,
    });
}
const ZodTuple = /*@__PURE__*/ $constructor("ZodTuple", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodTuple.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => tupleProcessor(inst, ctx, json, params);
}, {
    rest(rest) {
        return this.clone({
            ...this._zod.def,
            rest: rest,
        });
    },
    partial() {
        const def = this._zod.def;
        // a refinement was authored against the full arity; partialing would run it on a shorter array
        if (def.checks?.length)
            throw new Error(".partial() cannot be used on tuple schemas containing refinements");
        return this.clone({
            ...def,
            items: def.items.map((item) => new ZodOptional({ type: "optional", innerType: item })),
        });
    },
});
function tuple(items, _paramsOrRest, _params) {
    const hasRest = _paramsOrRest instanceof core.$ZodType;
    const params = hasRest ? _params : _paramsOrRest;
    const rest = hasRest ? _paramsOrRest : null;
    return new ZodTuple({
        type: "tuple",
        items: items,
        rest,
        ...util.normalizeParams(params),
    });
}
const ZodRecord = /*@__PURE__*/ $constructor("ZodRecord", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodRecord.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => recordProcessor(inst, ctx, json, params);
    inst.keyType = def.keyType;
    inst.valueType = def.valueType;
});
function record(keyType, valueType, params) {
    // v3-compat: z.record(valueType, params?) — defaults keyType to z.string()
    if (!valueType || !valueType._zod) {
        return new ZodRecord({
            type: "record",
            keyType: schemas_string(),
            valueType: keyType,
            ...normalizeParams(valueType),
        });
    }
    return new ZodRecord({
        type: "record",
        keyType,
        valueType: valueType,
        ...normalizeParams(params),
    });
}
// type alksjf = core.output<core.$ZodRecordKey>;
function partialRecord(keyType, valueType, params) {
    return new ZodRecord({
        type: "record",
        keyType,
        valueType: valueType,
        ...util.normalizeParams(params),
        partial: true,
    });
}
function looseRecord(keyType, valueType, params) {
    return new ZodRecord({
        type: "record",
        keyType,
        valueType: valueType,
        mode: "loose",
        ...util.normalizeParams(params),
    });
}
const ZodMap = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMap", (inst, def) => {
    _ensureDefaultMemoizer();
    core.$ZodMap.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.mapProcessor(inst, ctx, json, params);
    inst.keyType = def.keyType;
    inst.valueType = def.valueType;
    inst.min = (...args) => inst.check(core._minSize(...args));
    inst.nonempty = (params) => inst.check(core._minSize(1, params));
    inst.max = (...args) => inst.check(core._maxSize(...args));
    inst.size = (...args) => inst.check(core._size(...args));
})));
function map(keyType, valueType, params) {
    return new ZodMap({
        type: "map",
        keyType: keyType,
        valueType: valueType,
        ...util.normalizeParams(params),
    });
}
const ZodSet = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodSet", (inst, def) => {
    _ensureDefaultMemoizer();
    core.$ZodSet.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.setProcessor(inst, ctx, json, params);
    inst.min = (...args) => inst.check(core._minSize(...args));
    inst.nonempty = (params) => inst.check(core._minSize(1, params));
    inst.max = (...args) => inst.check(core._maxSize(...args));
    inst.size = (...args) => inst.check(core._size(...args));
})));
function set(valueType, params) {
    return new ZodSet({
        type: "set",
        valueType: valueType,
        ...util.normalizeParams(params),
    });
}
const ZodEnum = /*@__PURE__*/ $constructor("ZodEnum", (inst, def) => {
    $ZodEnum.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => enumProcessor(inst, ctx, json, params);
    inst.enum = def.entries;
    // reuse the parsed value set so a numeric TS enum's reverse-mapping keys stay out
    inst.options = [...inst._zod.values];
    const keys = new Set(Object.keys(def.entries));
    inst.extract = (values, params) => {
        const newEntries = {};
        for (const value of values) {
            if (keys.has(value)) {
                newEntries[value] = def.entries[value];
            }
            else
                throw new Error(`Key ${value} not found in enum`);
        }
        return new ZodEnum({
            ...def,
            checks: [],
            ...normalizeParams(params),
            entries: newEntries,
        });
    };
    inst.exclude = (values, params) => {
        const newEntries = { ...def.entries };
        for (const value of values) {
            if (keys.has(value)) {
                delete newEntries[value];
            }
            else
                throw new Error(`Key ${value} not found in enum`);
        }
        return new ZodEnum({
            ...def,
            checks: [],
            ...normalizeParams(params),
            entries: newEntries,
        });
    };
});
function schemas_enum(values, params) {
    const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
    return new ZodEnum({
        type: "enum",
        entries,
        ...normalizeParams(params),
    });
}

/** @deprecated This API has been merged into `z.enum()`. Use `z.enum()` instead.
 *
 * ```ts
 * enum Colors { red, green, blue }
 * z.enum(Colors);
 * ```
 */
function nativeEnum(entries, params) {
    return new ZodEnum({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
const ZodLiteral = /*@__PURE__*/ $constructor("ZodLiteral", (inst, def) => {
    $ZodLiteral.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => literalProcessor(inst, ctx, json, params);
    inst.values = new Set(def.values);
    Object.defineProperty(inst, "value", {
        get() {
            if (def.values.length > 1) {
                throw new Error("This schema contains multiple valid literal values. Use `.values` instead.");
            }
            return def.values[0];
        },
    });
});
function literal(value, params) {
    return new ZodLiteral({
        type: "literal",
        values: Array.isArray(value) ? value : [value],
        ...normalizeParams(params),
    });
}
const ZodFile = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodFile", (inst, def) => {
    core.$ZodFile.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.fileProcessor(inst, ctx, json, params);
    inst.min = (size, params) => inst.check(core._minSize(size, params));
    inst.max = (size, params) => inst.check(core._maxSize(size, params));
    inst.mime = (types, params) => inst.check(core._mime(Array.isArray(types) ? types : [types], params));
})));
function file(params) {
    return core._file(ZodFile, params);
}
const ZodTransform = /*@__PURE__*/ $constructor("ZodTransform", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodTransform.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => transformProcessor(inst, ctx, json, params);
    inst._zod.parse = (payload, _ctx) => {
        if (_ctx.direction === "backward") {
            throw new $ZodEncodeError(inst.constructor.name);
        }
        payload.addIssue = (issue) => {
            if (typeof issue === "string") {
                payload.issues.push(util_issue(issue, payload.value, def));
            }
            else {
                // for Zod 3 backwards compatibility
                const _issue = issue;
                if (_issue.fatal)
                    _issue.continue = false;
                _issue.code ?? (_issue.code = "custom");
                if (!("input" in _issue))
                    _issue.input = payload.value;
                _issue.inst ?? (_issue.inst = inst);
                // _issue.continue ??= true;
                payload.issues.push(util_issue(_issue));
            }
        };
        const output = def.transform(payload.value, payload);
        if (output instanceof Promise) {
            return output.then((output) => {
                payload.value = output;
                return payload;
            });
        }
        payload.value = output;
        return payload;
    };
});
function transform(fn) {
    return new ZodTransform({
        type: "transform",
        transform: fn,
    });
}
const ZodOptional = /*@__PURE__*/ $constructor("ZodOptional", (inst, def) => {
    $ZodOptional.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => optionalProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function optional(innerType) {
    return new ZodOptional({
        type: "optional",
        innerType: innerType,
    });
}
const ZodExactOptional = /*@__PURE__*/ $constructor("ZodExactOptional", (inst, def) => {
    $ZodExactOptional.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => optionalProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function exactOptional(innerType) {
    return new ZodExactOptional({
        type: "optional",
        innerType: innerType,
    });
}
const ZodNullable = /*@__PURE__*/ $constructor("ZodNullable", (inst, def) => {
    $ZodNullable.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => nullableProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function nullable(innerType) {
    return new ZodNullable({
        type: "nullable",
        innerType: innerType,
    });
}
// nullish
function schemas_nullish(innerType) {
    return optional(nullable(innerType));
}
const ZodDefault = /*@__PURE__*/ $constructor("ZodDefault", (inst, def) => {
    $ZodDefault.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => defaultProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
    inst.removeDefault = inst.unwrap;
});
function schemas_default(innerType, defaultValue) {
    return new ZodDefault({
        type: "default",
        innerType: innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : shallowClone(defaultValue);
        },
    });
}
const ZodPrefault = /*@__PURE__*/ $constructor("ZodPrefault", (inst, def) => {
    $ZodPrefault.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => prefaultProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function prefault(innerType, defaultValue) {
    return new ZodPrefault({
        type: "prefault",
        innerType: innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : shallowClone(defaultValue);
        },
    });
}
const ZodNonOptional = /*@__PURE__*/ $constructor("ZodNonOptional", (inst, def) => {
    $ZodNonOptional.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => nonoptionalProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function nonoptional(innerType, params) {
    return new ZodNonOptional({
        type: "nonoptional",
        innerType: innerType,
        ...normalizeParams(params),
    });
}
const ZodSuccess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodSuccess", (inst, def) => {
    core.$ZodSuccess.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.successProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
})));
function success(innerType) {
    return new ZodSuccess({
        type: "success",
        innerType: innerType,
    });
}
const ZodCatch = /*@__PURE__*/ $constructor("ZodCatch", (inst, def) => {
    $ZodCatch.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => catchProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
    inst.removeCatch = inst.unwrap;
});
function schemas_catch(innerType, catchValue) {
    return new ZodCatch({
        type: "catch",
        innerType: innerType,
        catchValue: (typeof catchValue === "function" ? catchValue : constantCatch(catchValue)),
    });
}

const ZodNaN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodNaN", (inst, def) => {
    core.$ZodNaN.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.nanProcessor(inst, ctx, json, params);
})));
function nan(params) {
    return core._nan(ZodNaN, params);
}
const ZodPipe = /*@__PURE__*/ $constructor("ZodPipe", (inst, def) => {
    $ZodPipe.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => pipeProcessor(inst, ctx, json, params);
    inst.in = def.in;
    inst.out = def.out;
});
function pipe(in_, out) {
    return new ZodPipe({
        type: "pipe",
        in: in_,
        out: out,
        // ...util.normalizeParams(params),
    });
}
const ZodCodec = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodCodec", (inst, def) => {
    ZodPipe.init(inst, def);
    core.$ZodCodec.init(inst, def);
})));
function codec(in_, out, params) {
    return new ZodCodec({
        type: "pipe",
        in: in_,
        out: out,
        transform: params.decode,
        reverseTransform: params.encode,
    });
}
function invertCodec(codec) {
    const def = codec._zod.def;
    return new ZodCodec({
        type: "pipe",
        in: def.out,
        out: def.in,
        transform: def.reverseTransform,
        reverseTransform: def.transform,
    });
}
const ZodPreprocess = /*@__PURE__*/ $constructor("ZodPreprocess", (inst, def) => {
    ZodPipe.init(inst, def);
    $ZodPreprocess.init(inst, def);
});
const ZodReadonly = /*@__PURE__*/ $constructor("ZodReadonly", (inst, def) => {
    $ZodReadonly.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => readonlyProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function readonly(innerType) {
    return new ZodReadonly({
        type: "readonly",
        innerType: innerType,
    });
}
const ZodTemplateLiteral = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodTemplateLiteral", (inst, def) => {
    core.$ZodTemplateLiteral.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.templateLiteralProcessor(inst, ctx, json, params);
})));
function templateLiteral(parts, params) {
    return new ZodTemplateLiteral({
        type: "template_literal",
        parts,
        ...util.normalizeParams(params),
    });
}
const ZodLazy = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodLazy", (inst, def) => {
    core.$ZodLazy.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.lazyProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.getter();
})));
function lazy(getter) {
    return new ZodLazy({
        type: "lazy",
        getter: getter,
    });
}
const ZodPromise = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodPromise", (inst, def) => {
    core.$ZodPromise.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.promiseProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
})));
function promise(innerType) {
    return new ZodPromise({
        type: "promise",
        innerType: innerType,
    });
}
const ZodFunction = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodFunction", (inst, def) => {
    core.$ZodFunction.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.functionProcessor(inst, ctx, json, params);
})));
function _function(params) {
    return new ZodFunction({
        type: "function",
        input: Array.isArray(params?.input) ? tuple(params?.input) : (params?.input ?? array(unknown())),
        output: params?.output ?? unknown(),
    });
}

const ZodCustom = /*@__PURE__*/ $constructor("ZodCustom", (inst, def) => {
    $ZodCustom.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => customProcessor(inst, ctx, json, params);
});
// custom checks
function check(fn) {
    const ch = new core.$ZodCheck({
        check: "custom",
        // ...util.normalizeParams(params),
    });
    ch._zod.check = fn;
    return ch;
}
function custom(fn, _params) {
    return core._custom(ZodCustom, fn ?? (() => true), _params);
}
function refine(fn, _params = {}) {
    return _refine(ZodCustom, fn, _params);
}
// superRefine
function superRefine(fn, params) {
    return _superRefine(fn, params);
}
// Re-export describe and meta from core
const schemas_describe = describe;
const schemas_meta = meta;
const ZodInstanceOf = /*@__PURE__*/ $constructor("ZodInstanceOf", (inst, def) => {
    ZodCustom.init(inst, def);
}, {
    properties(shape, params) {
        // asserts in place, so the narrowed output type is truthful without a wrapper
        return this.check(_properties(shape, params));
    },
});
function _instanceof(cls, params = {}) {
    const inst = new ZodInstanceOf({
        type: "custom",
        check: "custom",
        fn: (data) => data instanceof cls,
        abort: true,
        ...util.normalizeParams(params),
    });
    inst._zod.bag.Class = cls;
    // Override check to emit invalid_type instead of custom
    inst._zod.check = (payload) => {
        if (!(payload.value instanceof cls)) {
            payload.issues.push({
                code: "invalid_type",
                expected: cls.name,
                input: payload.value,
                inst,
                path: [...(inst._zod.def.path ?? [])],
            });
        }
    };
    return inst;
}

// stringbool
const stringbool = (...args) => core._stringbool({
    Codec: ZodCodec,
    Boolean: ZodBoolean,
    String: ZodString,
}, ...args);
function json(params) {
    const jsonSchema = lazy(() => {
        return union([schemas_string(params), schemas_number(), schemas_boolean(), schemas_null(), array(jsonSchema), record(schemas_string(), jsonSchema)]);
    });
    return jsonSchema;
}
// preprocess
function preprocess(fn, schema) {
    return new ZodPreprocess({
        type: "pipe",
        in: transform(fn),
        out: schema,
    });
}

;// CONCATENATED MODULE: ./src/core/judge/cache.ts
/**
 * The CCE judge cache: one JSON file per judged trajectory, keyed by (trajectory digest, task,
 * judge model, protocol version). Written next to the report (`<out>/cce-cache/`) and read back
 * by the next run with `--cce-cache DIR`, so nightly rescoring judges only what changed.
 */




const CACHE_DIR = 'cce-cache';
const CACHE_VERSION = 1;
const CacheKeySchema = strictObject({
    trajectory_sha256: schemas_string().regex(/^[0-9a-f]{64}$/),
    task: schemas_string().min(1),
    model: schemas_string().min(1),
    protocol: schemas_string().min(1),
});
const AgentShareSchema = strictObject({ actions: schemas_number().int(), contributing: schemas_number().int(), share: schemas_number() });
const JudgeAnswerSchema = strictObject({
    step: schemas_enum(['terminal', 'round']),
    round: schemas_number().nullable(),
    answer: schemas_string().describe('the raw answer, bounded'),
});
const CacheRecordSchema = strictObject({
    cache_version: literal(CACHE_VERSION),
    key: CacheKeySchema,
    T: schemas_number().int().nonnegative(),
    C: array(schemas_number().int().positive()),
    cce: schemas_number(),
    per_agent: record(schemas_string(), AgentShareSchema),
    answers: array(JudgeAnswerSchema),
});
function cacheKeyId(key) {
    return (0,external_node_crypto_namespaceObject.createHash)('sha256').update(JSON.stringify([key.trajectory_sha256, key.task, key.model, key.protocol])).digest('hex');
}
/** The file name of a record inside the cache directory. */
function cacheFileName(key) {
    return `${key.task.replace(/[^A-Za-z0-9_.-]/g, '_').slice(0, 100)}.${cacheKeyId(key).slice(0, 24)}.json`;
}
/**
 * Reads every `*.json` directly in DIR, or in DIR/cce-cache when DIR is a report directory.
 * A missing directory is an empty cache; unreadable or invalid files are skipped and named.
 */
function loadCache(dir, maxBytes = 4 * 1024 * 1024) {
    const records = new Map();
    const skipped = [];
    let root = dir;
    if (isDir(external_node_path_default().join(dir, CACHE_DIR)))
        root = external_node_path_default().join(dir, CACHE_DIR);
    if (!isDir(root))
        return { records, skipped };
    for (const name of (0,external_node_fs_namespaceObject.readdirSync)(root).sort()) {
        if (!name.endsWith('.json'))
            continue;
        const file = external_node_path_default().join(root, name);
        try {
            const info = (0,external_node_fs_namespaceObject.statSync)(file);
            if (!info.isFile())
                continue;
            if (info.size > maxBytes)
                throw new Error(`over ${maxBytes} bytes`);
            const parsed = CacheRecordSchema.safeParse(JSON.parse((0,external_node_fs_namespaceObject.readFileSync)(file, 'utf8')));
            if (!parsed.success)
                throw new Error('not a CCE cache record');
            records.set(cacheKeyId(parsed.data.key), parsed.data);
        }
        catch (err) {
            skipped.push(`${name}: ${err.message}`);
        }
    }
    return { records, skipped };
}
function isDir(p) {
    try {
        return (0,external_node_fs_namespaceObject.statSync)(p).isDirectory();
    }
    catch {
        return false;
    }
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __nccwpck_require__(8815);
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
 * strings the scorer uses are parsed with JSON.parse, which checks them.
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
function skimJsonObject(buf, length, maxDepth) {
    const fail = (message, at) => ({ ok: false, message: `Malformed JSON: ${message} at byte ${at}` });
    const fields = new Map();
    const states = new Uint8Array(maxDepth + 1);
    let depth = 0;
    let i = 0;
    if (length >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf)
        i = 3; // byte order mark
    while (i < length && isWhitespace(buf[i]))
        i++;
    if (buf[i] !== OPEN_OBJECT || i >= length)
        return { ok: false, message: 'the record must be a JSON object' };
    states[++depth] = KEY_OR_END;
    i++;
    let key = '';
    let current = null;
    // Called when a complete value ends at offset `end` in the container at `depth`.
    const valueDone = (end) => {
        if (depth === 1 && current) {
            current.end = end;
            current = null;
        }
        states[depth] = states[depth] === VALUE_IN_OBJECT ? COMMA_OR_END_OBJECT : COMMA_OR_END_ARRAY;
    };
    while (depth > 0) {
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
            if (depth > 0)
                valueDone(i);
            continue;
        }
        if (state === KEY_OR_END || state === KEY) {
            if (c === CLOSE_OBJECT && state === KEY_OR_END) {
                i++;
                depth--;
                if (depth > 0)
                    valueDone(i);
                continue;
            }
            if (c !== QUOTE)
                return fail('expected a string key', i);
            const end = skipString(buf, i, length);
            if (end < 0)
                return fail('unterminated string', i);
            if (depth === 1) {
                const parsed = parseString(buf, i, end);
                if (parsed === null)
                    return fail('invalid string', i);
                key = parsed;
            }
            i = end;
            states[depth] = COLON_NEXT;
            continue;
        }
        // A value is expected: VALUE_IN_OBJECT, VALUE_OR_END or VALUE_IN_ARRAY.
        if (c === CLOSE_ARRAY && state === VALUE_OR_END) {
            i++;
            depth--;
            if (depth > 0)
                valueDone(i);
            continue;
        }
        if (state === VALUE_OR_END)
            states[depth] = VALUE_IN_ARRAY;
        if (depth === 1) {
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
            i = end;
            valueDone(i);
            continue;
        }
        let end = i;
        while (end < length && !isDelimiter(buf[end]))
            end++;
        if (end - i > 400 || !SCALAR.test(buf.toString('latin1', i, end)))
            return fail('invalid value', i);
        i = end;
        valueDone(i);
    }
    while (i < length && isWhitespace(buf[i]))
        i++;
    if (i < length)
        return fail('unexpected data after the end of the object', i);
    return { ok: true, fields };
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
function fieldValue(buf, fields, name) {
    const span = fields.get(name);
    return span ? JSON.parse(buf.toString('utf8', span.start, span.end)) : undefined;
}

;// CONCATENATED MODULE: ./src/core/fs/bounded-json.ts
/**
 * Reads untrusted JSON with a size bound and a nesting bound, so that a hostile record cannot
 * exhaust memory or the stack of whoever parses it next (including a Python verifier).
 */


/**
 * Reads and parses in one synchronous step, so a file is held in memory only while this runs;
 * callers yield to the event loop between records.
 */
function readJsonBounded(abs, size, limits) {
    const bytes = readBounded(abs, size, limits.maxBytes);
    if (!bytes.ok)
        return bytes;
    return parseJsonBounded(bytes.buf.toString('utf8', 0, bytes.length), limits.maxDepth);
}
/**
 * For large records of which only a few top-level fields matter: validates the whole file
 * (grammar and depth, see json-skim) and parses only the fields in `parse`; for the fields in
 * `count`, only the number of array elements is taken (null when absent or not an array).
 */
function readTopLevelFields(abs, size, limits, parse, count) {
    const bytes = readBounded(abs, size, limits.maxBytes);
    if (!bytes.ok)
        return bytes;
    const skim = skimJsonObject(bytes.buf, bytes.length, limits.maxDepth);
    if (!skim.ok)
        return skim;
    const values = {};
    const counts = {};
    try {
        for (const name of parse) {
            const value = fieldValue(bytes.buf, skim.fields, name);
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
    return { ok: true, values, counts };
}
/** A text file (UTF-8, BOM dropped) within a size bound, e.g. a JSONL log read line by line. */
function readTextBounded(abs, size, maxBytes) {
    const bytes = readBounded(abs, size, maxBytes);
    if (!bytes.ok)
        return bytes;
    const text = bytes.buf.toString('utf8', 0, bytes.length);
    return { ok: true, text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
}
let shared = Buffer.alloc(0);
/** The file's bytes in a buffer reused from call to call (valid until the next call). */
function readBounded(abs, size, maxBytes) {
    if (size > maxBytes)
        return { ok: false, message: `file is ${size} bytes, over the limit of ${maxBytes}` };
    if (shared.length < size)
        shared = Buffer.allocUnsafe(Math.max(size, 1 << 20));
    let length = 0;
    try {
        const fd = (0,external_node_fs_namespaceObject.openSync)(abs, 'r');
        try {
            // Read up to the size seen when the file was listed; a file that grew since is cut there.
            while (length < size) {
                const n = (0,external_node_fs_namespaceObject.readSync)(fd, shared, length, size - length, length);
                if (n === 0)
                    break;
                length += n;
            }
        }
        finally {
            (0,external_node_fs_namespaceObject.closeSync)(fd);
        }
    }
    catch (err) {
        return { ok: false, message: `cannot read the file (${err.code ?? err})` };
    }
    const buf = shared;
    if (shared.length > 16 << 20)
        shared = Buffer.alloc(0); // do not keep a huge buffer around
    return { ok: true, buf, length };
}
/** Lets pending I/O (verifier answers, new requests) run between two records. */
function yieldToEventLoop() {
    return new Promise((resolve) => setImmediate(resolve));
}
function parseJsonBounded(text, maxDepth) {
    let value;
    try {
        // V8 parses any nesting depth without recursion; the bound protects whoever reads it next.
        value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    }
    catch (err) {
        return { ok: false, message: `Malformed JSON: ${err.message}` };
    }
    if (depthExceeds(value, maxDepth))
        return { ok: false, message: `JSON nesting depth over the limit of ${maxDepth}` };
    return { ok: true, value, bytes: text.length };
}
/** True when arrays/objects nest deeper than `max`; iterative, so any depth is safe. */
function depthExceeds(root, max) {
    const values = [root];
    const depths = [0];
    while (values.length > 0) {
        const value = values.pop();
        const depth = depths.pop();
        if (typeof value !== 'object' || value === null)
            continue;
        if (depth + 1 > max)
            return true;
        const children = Array.isArray(value) ? value : Object.values(value);
        for (const child of children) {
            if (typeof child === 'object' && child !== null) {
                values.push(child);
                depths.push(depth + 1);
            }
        }
    }
    return false;
}

;// CONCATENATED MODULE: ./src/core/metrics/common.ts
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
            ...(observed === null ? { note: status.valid ? 'nothing was scored' : HAS_ERRORS } : { note: 'over scored tasks only' }),
        },
    };
}
/** Success rate: 100 × successes / expected tasks (final only), and over scored tasks. */
function successRate(verdicts, expected, status) {
    const perTask = scoredVerdicts(verdicts).map((v) => (v.success ? 1 : 0));
    return headlineAndObserved('SR_percent', 'success_rate_v1', perTask, expected, status);
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

;// CONCATENATED MODULE: ./src/core/kinds/trajectory/judge.ts
/**
 * CCE computed by agent-eval with an LLM judge, protocol `cce_backward_v1` (DESIGN 4.1,
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
        if ((0,external_node_fs_namespaceObject.statSync)(taskFile).size <= 4 * 1024 * 1024)
            text = (0,external_node_fs_namespaceObject.readFileSync)(taskFile, 'utf8');
    }
    catch {
        text = '';
    }
    let data = null;
    try {
        data = (0,dist/* parse */.qg)(text);
    }
    catch {
        data = null;
    }
    const fields = typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {};
    const show = (v) => (typeof v === 'string' ? v : JSON.stringify(v, null, 1));
    const objectiveKey = config.objective_keys.find((k) => fields[k] !== undefined && fields[k] !== null);
    const objective = objectiveKey ? show(fields[objectiveKey]) : `Complete the task ${task}.`;
    const marked = config.context_markers.filter((k) => fields[k] !== undefined && fields[k] !== null).map((k) => `${k}: ${show(fields[k])}`);
    const context = marked.length > 0 ? marked.join('\n') : text;
    return { objective: bound(objective, config.objective_chars), context: bound(context, config.context_chars) };
}
const SYSTEM = 'You evaluate trajectories of multi-agent teams in a game world. You decide which actions causally contributed ' +
    'to the team accomplishing its objective. Judge only from the information given. Reply with a single JSON object ' +
    'of the form {"ids": [<integers>]} and nothing else: no prose, no code fences.';
function line(a, config) {
    return `[${a.id}] round ${a.round}, ${a.agent}: ${bound(a.action, config.action_chars).replace(/\s+/g, ' ')}`;
}
function terminalPrompt(task, text, actions, config) {
    return [
        { role: 'system', content: SYSTEM },
        {
            role: 'user',
            content: [
                `Task: ${task}`,
                `Objective: ${text.objective}`,
                '',
                'The team accomplished this objective. These are all of its actions, numbered, in order:',
                ...actions.map((a) => line(a, config)),
                '',
                'Which actions directly accomplished the objective? Name only the terminal actions whose own effect completes ' +
                    'the objective (for example the final craft, delivery or kill that the objective asks for), not the ' +
                    'preparation that made them possible.',
                'Answer {"ids": [...]} with numbers from the list above.',
            ].join('\n'),
        },
    ];
}
function roundPrompt(task, text, round, candidates, later, config) {
    return [
        { role: 'system', content: SYSTEM },
        {
            role: 'user',
            content: [
                `Task: ${task}`,
                `Objective: ${text.objective}`,
                '',
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
            ].join('\n'),
        },
    ];
}
/** Validates a judge answer: a JSON object {"ids": [integers]} whose ids are all in `allowed`. */
function parseIds(content, allowed) {
    let text = content.trim().replace(/^```(?:json)?\s*/i, '').replace(/\s*```$/, '');
    if (!text.startsWith('{')) {
        const start = text.indexOf('{');
        const end = text.lastIndexOf('}');
        if (start < 0 || end < start)
            return { ok: false, error: 'the answer holds no JSON object' };
        text = text.slice(start, end + 1);
    }
    const parsed = parseJsonBounded(text, 8);
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
    const base = { task: input.task, status: 'pending', trajectory_sha256: null, cached: false, T: null, C: null, cce: null, per_agent: null, answers: [], pending: null };
    let bytes;
    try {
        const size = (0,external_node_fs_namespaceObject.statSync)(input.recordAbs).size;
        if (size > input.maxBytes)
            return { ...base, pending: `the record is ${size} bytes, over the limit of ${input.maxBytes}` };
        bytes = (0,external_node_fs_namespaceObject.readFileSync)(input.recordAbs);
    }
    catch (err) {
        return { ...base, pending: `the record could not be read for judging: ${err.message}` };
    }
    const digest = (0,external_node_crypto_namespaceObject.createHash)('sha256').update(bytes).digest('hex');
    const parsed = parseJsonBounded(bytes.toString('utf8'), input.maxDepth);
    if (!parsed.ok)
        return { ...base, trajectory_sha256: digest, pending: `the record could not be parsed for judging: ${parsed.message}` };
    const actions = extractActions(parsed.value);
    const withDigest = { ...base, trajectory_sha256: digest, T: actions.length };
    if (actions.length === 0)
        return { ...withDigest, status: 'no_actions', C: [], cce: 0, per_agent: {}, pending: null };
    const key = { trajectory_sha256: digest, task: input.task, model: judge.model, protocol: input.protocol };
    const hit = judge.cache.get(cacheKeyId(key));
    if (hit && hit.T === actions.length && hit.C.every((id) => id <= actions.length)) {
        return { ...withDigest, status: 'judged', cached: true, C: hit.C, cce: hit.cce, per_agent: hit.per_agent, answers: hit.answers };
    }
    if (!judge.client)
        return { ...withDigest, pending: 'not in the CCE cache, and no judge endpoint is configured' };
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
            answers.push({ step, round, answer: bound(content, config.answer_chars) });
            const ids = parseIds(r.content, allowed);
            if (ids.ok)
                return ids;
            lastError = `invalid answer: ${ids.error}`;
            conversation.push({ role: 'assistant', content: bound(r.content, config.answer_chars) });
            conversation.push({ role: 'user', content: `That answer is not usable: ${ids.error}. Reply with only {"ids": [...]} using numbers from the list.` });
        }
        return { ok: false, error: `${lastError} (after ${judge.answerRetries + 1} answers)` };
    };
    const fail = (where, error) => ({ ...withDigest, answers, pending: `CCE judge failed at ${where}: ${error}` });
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
    return { ...withDigest, status: 'judged', C: ids, cce: roundTo(ids.length / actions.length, 4), per_agent: perAgent(actions, C), answers, pending: null };
}
function perAgent(actions, C) {
    const out = {};
    for (const a of [...actions].sort((x, y) => (x.agent < y.agent ? -1 : x.agent > y.agent ? 1 : x.id - y.id))) {
        const entry = (out[a.agent] ??= { actions: 0, contributing: 0, share: 0 });
        entry.actions++;
        if (C.has(a.id))
            entry.contributing++;
    }
    for (const entry of Object.values(out))
        entry.share = C.size === 0 ? 0 : roundTo(entry.contributing / C.size, 4);
    return out;
}
/** The cache record of a judged task (written with the report). */
function cacheRecordOf(t, model, protocol) {
    if (t.status !== 'judged' || !t.trajectory_sha256 || t.T === null || !t.C || t.cce === null || !t.per_agent)
        return null;
    return {
        cache_version: CACHE_VERSION,
        key: { trajectory_sha256: t.trajectory_sha256, task: t.task, model, protocol },
        T: t.T,
        C: t.C,
        cce: t.cce,
        per_agent: t.per_agent,
        answers: t.answers,
    };
}
function bound(text, max) {
    return text.length > max ? `${text.slice(0, max)}…` : text;
}

;// CONCATENATED MODULE: ./src/core/views/csv.ts
const FIXED = ['suite', 'trial', 'task', 'status', 'success', 'message', 'error', 'record'];
function renderCsv(report) {
    const detailNames = [
        ...new Set(report.suites.flatMap((s) => s.trials.flatMap((t) => t.verdicts.flatMap((v) => Object.keys(v.details))))),
    ].sort();
    const rows = [[...FIXED, ...detailNames]];
    for (const suite of report.suites) {
        for (const trial of suite.trials) {
            for (const v of trial.verdicts) {
                rows.push([
                    suite.name, trial.name, v.task, v.status,
                    v.success === null ? '' : String(v.success),
                    v.message ?? '', v.error ?? '', v.record ?? '',
                    ...detailNames.map((n) => (v.details[n] === undefined || v.details[n] === null ? '' : String(v.details[n]))),
                ]);
            }
            for (const task of trial.coverage.missing_tasks) {
                rows.push([suite.name, trial.name, task, 'missing', '', '', '', '', ...detailNames.map(() => '')]);
            }
        }
    }
    return rows.map((r) => r.map(csvCell).join(',')).join('\n') + '\n';
}
/** RFC 4180 quoting, and a leading quote on text that a spreadsheet would run as a formula. */
function csvCell(value) {
    let v = value;
    if (/^[=+\-@\t\r]/.test(v) && !/^-?\d+(\.\d+)?$/.test(v))
        v = `'${v}`;
    return /[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

;// CONCATENATED MODULE: ./src/core/views/escape.ts
/**
 * Makes untrusted text (task names, messages, file names, metadata) inert in GitHub markdown:
 * no HTML, no markdown syntax, no table or <details> break-out, no @-mentions that ping, no
 * autolinks, images or links.
 */
const ZWSP = '\u200b';
function escapeMarkdown(text, maxLength = 500) {
    let s = text.length > maxLength ? `${text.slice(0, maxLength)}…` : text;
    s = s.replace(/[\r\n\t\f\v\u2028\u2029]+/g, ' ');
    s = s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    s = s.replace(/[\\`*_{}[\]()#+!|~]/g, (c) => `\\${c}`);
    // Mentions and references: a zero-width space after @, and between # and a number, stops
    // GitHub from pinging people or cross-referencing issues.
    s = s.replace(/@/g, `@${ZWSP}`).replace(/#(?=\d)/g, `#${ZWSP}`);
    // Autolinks: break "www." and any scheme's "//".
    s = s.replace(/\/\//g, `/${ZWSP}/`).replace(/www\./gi, (m) => `${m.slice(0, 3)}${ZWSP}.`);
    return s;
}
/** Inline code for trusted names (catalog task keys, suite names), never for submission text. */
function code(text) {
    return `\`${text.replace(/`/g, "'").replace(/\|/g, '\\|')}\``;
}

;// CONCATENATED MODULE: ./src/core/views/format.ts
function formatNumber(value, decimals = 2) {
    return typeof value === 'number' ? value.toFixed(decimals) : '—';
}
const TITLES = {
    SR_percent: 'SR %',
    PSR_percent: 'PSR % (reconstructed)',
    rounds_mean: 'Rounds (mean)',
    chats_mean: 'Chats (mean)',
    CCE: 'CCE',
    accuracy_percent: 'Accuracy %',
};
function metricTitle(name, metric) {
    return TITLES[name] ?? metric?.label ?? name;
}
/** Headline metric names of a metrics map, in report order; `observed_X` pairs with `X`. */
function headlineNames(metrics) {
    return Object.keys(metrics).filter((name) => !name.startsWith('observed_'));
}
/** The headline value, or the observed one clearly labelled when the headline is withheld. */
function metricCell(metrics, name) {
    const metric = metrics[name];
    if (!metric)
        return '';
    if (metric.value !== null)
        return formatNumber(metric.value);
    const observed = metrics[`observed_${name}`];
    return observed?.value != null ? `— (observed ${formatNumber(observed.value)})` : '—';
}

;// CONCATENATED MODULE: ./src/core/views/markdown.ts


const STATUS = {
    final: '✅ FINAL',
    not_final: '⚠️ NOT FINAL',
    invalid: '❌ INVALID',
};
const LIST_LIMIT = 50;
/** Details that stay in scores.json and summary.csv but would only repeat the message here. */
const HIDDEN_DETAILS = new Set(['claimed_success', 'prepbench_message', 'candidate_dir', 'gt_dir']);
function renderMarkdown(report) {
    const out = [];
    out.push(`## agent-eval: ${escapeMarkdown(report.benchmark.name)} — ${STATUS[report.status]}`, '');
    out.push(statusExplanation(report), '');
    out.push(provenance(report), '');
    for (const suite of report.suites)
        out.push(...renderSuite(suite));
    return `${out.join('\n').trimEnd()}\n`;
}
function statusExplanation(report) {
    if (report.status === 'final')
        return 'Every expected task of every trial has exactly one valid verdict. Headline metrics are published.';
    if (report.status === 'invalid')
        return 'Errors occurred (listed below). Errors are not counted as task failures; headline metrics are withheld.';
    return 'Coverage is incomplete or something is pending (listed below). Headline metrics are withheld; observed values are labelled.';
}
function provenance(report) {
    const b = report.benchmark;
    const at = b.commit ? ` at ${code(b.commit.slice(0, 12))}` : ' (not a git checkout)';
    const repo = b.repository ? ` from ${escapeMarkdown(b.repository)}` : '';
    const lines = [`Benchmark ${code(b.name)}${at}${repo}, manifest sha256 ${code(b.manifest_sha256.slice(0, 12))}; ${report.tool.name} ${report.tool.version}.`];
    const meta = report.submission.metadata;
    const described = meta
        ? Object.entries(meta)
            .filter(([, v]) => ['string', 'number', 'boolean'].includes(typeof v))
            .slice(0, 8)
            .map(([k, v]) => `${escapeMarkdown(k, 40)}: ${escapeMarkdown(String(v), 100)}`)
            .join(', ')
        : '';
    lines.push(`Submission ${escapeMarkdown(report.submission.path, 200)}${described ? ` (${described})` : ''}.`);
    return lines.join('  \n');
}
function renderSuite(suite) {
    const status = !suite.valid ? 'INVALID' : suite.final ? 'FINAL' : 'NOT FINAL';
    const out = [`### Suite ${code(suite.name)} (${suite.kind}) — ${status}`, ''];
    for (const note of suite.notes)
        out.push(`- ${note}`);
    for (const e of suite.errors)
        out.push(`- ❌ ${e.record ? `${escapeMarkdown(e.record, 200)}: ` : ''}${escapeMarkdown(e.message)}`);
    if (suite.notes.length + suite.errors.length > 0)
        out.push('');
    if (suite.trials.length === 0)
        return out;
    const names = [...new Set(suite.trials.flatMap((t) => headlineNames(t.metrics)))];
    out.push(`| Trial | Status | Coverage | ${names.map((n) => metricTitle(n, suite.trials[0].metrics[n])).join(' | ')} |`);
    out.push(`|${' --- |'.repeat(3 + names.length)}`);
    for (const t of suite.trials) {
        const cov = `${t.coverage.scored}/${t.coverage.expected}`;
        out.push(`| ${escapeMarkdown(t.name, 100)} | ${trialStatus(t)} | ${cov} | ${names.map((n) => metricCell(t.metrics, n)).join(' | ')} |`);
    }
    out.push('');
    for (const t of suite.trials)
        out.push(...trialProblems(t));
    out.push(...methodNotes(suite));
    out.push(...reliabilitySection(suite));
    for (const t of suite.trials)
        out.push(...trialDetails(t));
    return out;
}
function trialStatus(t) {
    return !t.valid ? '❌ invalid' : t.final ? '✅ final' : '⚠️ not final';
}
function trialProblems(t) {
    const out = [];
    const name = escapeMarkdown(t.name, 100);
    if (t.coverage.missing_tasks.length > 0) {
        out.push(`**${name}: ${t.coverage.missing_tasks.length} missing task(s):** ${limited(t.coverage.missing_tasks.map(code))}`, '');
    }
    if (t.errors.length > 0) {
        out.push(`**${name}: ${t.errors.length} error(s):**`, '');
        for (const e of t.errors.slice(0, LIST_LIMIT)) {
            const where = [e.task ? `task ${code(e.task)}` : null, e.record ? `record ${escapeMarkdown(e.record, 200)}` : null].filter(Boolean).join(', ');
            out.push(`- ${e.stage}${where ? ` (${where})` : ''}: ${escapeMarkdown(e.message)}`);
        }
        if (t.errors.length > LIST_LIMIT)
            out.push(`- … and ${t.errors.length - LIST_LIMIT} more in scores.json`);
        out.push('');
    }
    if (t.pending.length > 0) {
        out.push(`**${name}: ${t.pending.length} pending:** ${limited(t.pending.map((p) => `${code(p.task)} (${escapeMarkdown(p.what, 200)})`))}`, '');
    }
    const claimed = t.verdicts.filter((v) => v.status === 'failure' && v.details.claimed_success === true).length;
    if (claimed > 0)
        out.push(`${name}: ${claimed} record(s) claimed success that the verifier did not confirm (self-reports are never trusted).`, '');
    return out;
}
function limited(items) {
    const shown = items.slice(0, LIST_LIMIT).join(', ');
    return items.length > LIST_LIMIT ? `${shown}, … and ${items.length - LIST_LIMIT} more` : shown;
}
function methodNotes(suite) {
    const metrics = suite.trials[0]?.metrics ?? {};
    const out = [];
    if (metrics.PSR_percent) {
        out.push(`PSR is reconstructed (method ${code(metrics.PSR_percent.method)}) from the verifier's checkpoints; it does not reproduce any historical implementation.`);
    }
    const judges = suite.trials.flatMap((t) => t.metrics.CCE?.judges ?? []);
    if (metrics.CCE) {
        const list = [...new Set(judges.map((j) => `${escapeMarkdown(j.model, 100)} at ${escapeMarkdown(j.endpoint, 200)}`))].join('; ');
        const judge = list ? ` (judge: ${list})` : '';
        if (metrics.CCE.source === 'judge') {
            out.push(`CCE was computed by agent-eval with an LLM judge${judge}, by backward tracing of contributing actions; a successful task whose judgement failed is pending, never zero.`);
        }
        else if (metrics.CCE.source === 'none') {
            out.push('CCE: no judge is configured and the suite reads no saved judge records, so successful tasks are pending.');
        }
        else {
            out.push(`CCE comes from the submission's saved judge records${judge}; a successful task without a usable judge record is pending.`);
        }
    }
    return out.length > 0 ? [...out, ''] : [];
}
function trialDetails(t) {
    if (t.verdicts.length === 0)
        return [];
    const detailNames = [...new Set(t.verdicts.flatMap((v) => Object.keys(v.details)))].filter((n) => !HIDDEN_DETAILS.has(n));
    const out = [`<details><summary>Per-task verdicts: ${escapeMarkdown(t.name, 100)}</summary>`, ''];
    out.push(`| Task | Verdict | Message | ${detailNames.join(' | ')} |`, `|${' --- |'.repeat(3 + detailNames.length)}`);
    for (const v of t.verdicts) {
        const verdict = v.status === 'success' ? '✅ success' : v.status === 'failure' ? '✖️ failure' : '❌ error';
        const text = v.status === 'error' ? (v.error ?? '') : (v.message ?? '');
        const cells = detailNames.map((n) => {
            const x = v.details[n];
            return typeof x === 'number' ? formatNumber(x, Number.isInteger(x) ? 0 : 4) : x === null || x === undefined ? '—' : escapeMarkdown(String(x), 100);
        });
        out.push(`| ${code(v.task)} | ${verdict} | ${escapeMarkdown(text, 300)} | ${cells.join(' | ')} |`);
    }
    out.push('', '</details>', '');
    return out;
}
/**
 * Reliability across the suite's trials: pass^k and pass@k by k (a table and a Mermaid chart
 * GitHub renders), each trial's success rate with its 95% Wilson interval, the mean and its
 * standard error, and the tasks that flip between trials in a collapsible section.
 */
function reliabilitySection(suite) {
    const r = suite.reliability;
    if (!r || r.n_trials === 0)
        return [];
    const status = r.final ? '✅ final' : `⚠️ NOT FINAL, observed over ${r.tasks} of ${r.expected_tasks} task(s)`;
    const out = [`#### Reliability across ${r.n_trials} trial(s) — ${status}`, ''];
    for (const note of r.notes)
        out.push(`- ${escapeMarkdown(note)}`);
    if (r.incomplete_tasks.length > 0) {
        out.push(`- Left out: ${limited(r.incomplete_tasks.map((t) => `${code(t.task)} (${t.valid_trials} of ${r.n_trials})`))}`);
    }
    if (r.notes.length + r.incomplete_tasks.length > 0)
        out.push('');
    if (r.tasks === 0)
        return out;
    const ks = shownKs(r.n_trials);
    out.push(`${r.tasks} task(s) × ${r.n_trials} trial(s); outcomes: ${escapeMarkdown(r.source)}. ` +
        'pass^k: the chance that k of the n trials, drawn at random, all succeed on a task; pass@k: that at least one does. ' +
        'Unbiased per-task estimators C(c,k)/C(n,k) and 1 − C(n−c,k)/C(n,k) for c successes, averaged over tasks.', '');
    out.push('| k | pass^k % | pass@k % |', '| --- | --- | --- |');
    for (const k of ks)
        out.push(`| ${k} | ${percent(r.pass_hat_k[k])} | ${percent(r.pass_at_k[k])} |`);
    if (ks.length < r.n_trials)
        out.push('', `Selected k; every k from 1 to ${r.n_trials} is in scores.json.`);
    out.push('');
    if (r.n_trials >= 2) {
        out.push('```mermaid', 'xychart-beta', '  title "pass@k (upper line) and pass^k (lower line), % by k"', `  x-axis "k" [${ks.map((k) => `"${k}"`).join(', ')}]`, '  y-axis "%" 0 --> 100', `  line [${ks.map((k) => percent(r.pass_at_k[k])).join(', ')}]`, `  line [${ks.map((k) => percent(r.pass_hat_k[k])).join(', ')}]`, '```', '');
    }
    out.push('| Trial | Successes | SR % | 95% Wilson interval % |', '| --- | --- | --- | --- |');
    for (const t of r.trials) {
        const interval = t.wilson_95 ? `${percent(t.wilson_95.low)} – ${percent(t.wilson_95.high)}` : '—';
        out.push(`| ${escapeMarkdown(t.name, 100)} | ${t.successes}/${t.tasks} | ${percent(t.success_rate)} | ${interval} |`);
    }
    out.push('');
    const se = r.success_rate_stderr === null ? 'no standard error with one trial' : `standard error ${percent(r.success_rate_stderr)} points`;
    out.push(`Mean SR across trials: ${percent(r.mean_success_rate)}% (${se}).`, '');
    if (r.flips.count === 0) {
        out.push(`No task flips between trials: each of the ${r.tasks} task(s) has the same verdict in every trial.`, '');
        return out;
    }
    const names = r.trials.map((t) => escapeMarkdown(t.name, 40)).join(', ');
    out.push(`<details><summary>${r.flips.count} task(s) flip between trials</summary>`, '');
    out.push(`| Task | Successes | Outcomes (${names}) |`, '| --- | --- | --- |');
    for (const f of r.flips.tasks.slice(0, FLIP_LIMIT)) {
        out.push(`| ${code(f.task)} | ${f.successes}/${r.n_trials} | ${f.outcomes.map((o) => (o ? '✓' : '✗')).join(' ')} |`);
    }
    if (r.flips.count > FLIP_LIMIT)
        out.push('', `… and ${r.flips.count - FLIP_LIMIT} more in scores.json.`);
    out.push('', '</details>', '');
    return out;
}
const FLIP_LIMIT = 200;
/** Every k up to 20 trials; beyond, 1..10, every ⌈n/10⌉-th k and n. */
function shownKs(n) {
    if (n <= 20)
        return Array.from({ length: n }, (_, i) => i + 1);
    const step = Math.ceil(n / 10);
    const ks = new Set();
    for (let k = 1; k <= 10; k++)
        ks.add(k);
    for (let k = step; k < n; k += step)
        ks.add(k);
    ks.add(n);
    return [...ks].sort((a, b) => a - b);
}
function percent(fraction) {
    return typeof fraction === 'number' ? formatNumber(100 * fraction) : '—';
}

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

;// CONCATENATED MODULE: ./src/core/kinds/table/pycompat.ts
/**
 * Small re-implementations of the Python string and number behaviours that PrepBench's evaluator
 * relies on (`str.strip()`, `float()`, `repr()`), so that normalised values and messages agree
 * with the reference implementation rather than with JavaScript's own rules.
 */
/** Characters for which Python's `str.isspace()` is true (what `str.strip()` and `re`'s `\s` use). */
const PY_WHITESPACE_CLASS = '\\t\\n\\u000b\\u000c\\r\\u001c\\u001d\\u001e\\u001f \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
/** A regex character class source matching one Python whitespace character. */
const PY_WS = `[${PY_WHITESPACE_CLASS}]`;
const LEADING_WS = new RegExp(`^${PY_WS}+`);
const TRAILING_WS = new RegExp(`${PY_WS}+$`);
const IS_PY_WS = new RegExp(`^${PY_WS}$`);
/** Whether a UTF-16 code unit is Python whitespace (`str.isspace()`). */
function isPyWhitespaceCode(c) {
    return ((c >= 0x09 && c <= 0x0d) ||
        (c >= 0x1c && c <= 0x20) ||
        c === 0x85 ||
        c === 0xa0 ||
        (c >= 0x1680 && (c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000)));
}
/** Python's `s.strip()` with no argument. */
function pyStrip(s) {
    const n = s.length;
    if (n === 0 || (!isPyWhitespaceCode(s.charCodeAt(0)) && !isPyWhitespaceCode(s.charCodeAt(n - 1))))
        return s;
    return s.replace(LEADING_WS, '').replace(TRAILING_WS, '');
}
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
    const s = ascii.replace(/^[ \t\n\r\v\f]+|[ \t\n\r\v\f]+$/g, '');
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
/** Compare strings by Unicode code point, as Python's `sorted()` does. */
function compareCodePoints(a, b) {
    const ai = a[Symbol.iterator]();
    const bi = b[Symbol.iterator]();
    for (;;) {
        const x = ai.next();
        const y = bi.next();
        if (x.done || y.done)
            return x.done === y.done ? 0 : x.done ? -1 : 1;
        const cx = x.value.codePointAt(0) ?? 0;
        const cy = y.value.codePointAt(0) ?? 0;
        if (cx !== cy)
            return cx - cy;
    }
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
const NOT_EVALUATED = new Set(['GT_NOT_FOUND', 'NOT_FOUND']);
/** One summary row from a case verdict. `candidateDir` / `gtDir` are written as given. */
function caseRow(caseName, verdict, dirs) {
    const errorType = verdict.correct ? '' : (verdict.error_type ?? 'UNKNOWN');
    return {
        case_name: caseName,
        execution: NOT_EVALUATED.has(errorType) ? 'fail' : 'success',
        evaluation: verdict.correct ? 'correct' : 'false',
        candidate_dir: dirs.candidateDir,
        gt_dir: dirs.gtDir,
        error_type: errorType,
        error_message: verdict.correct ? '' : (verdict.error_message ?? ''),
    };
}
/** PrepBench's case order: by the number after `case_`; others last, then by name. */
function compareCaseNames(a, b) {
    const na = caseNumber(a) ?? Number.POSITIVE_INFINITY;
    const nb = caseNumber(b) ?? Number.POSITIVE_INFINITY;
    if (na !== nb)
        return na < nb ? -1 : 1;
    return compareCodePoints(a, b);
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
    return `${text.replace(JSON.stringify(ACC), pyFloatRepr(summary.aggregate.accuracy))}\n`;
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

;// CONCATENATED MODULE: ./src/core/views/prepbench.ts
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
function formatIssues(error) {
    return error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`).join('; ');
}

;// CONCATENATED MODULE: ./src/core/verifier/protocol.ts
/**
 * What a verifier may answer (DESIGN 4.1). Anything else is a protocol error for that task.
 */


const CheckpointSchema = strictObject({
    label: schemas_string().min(1),
    actual: union([schemas_number(), schemas_boolean()]),
    target: schemas_number().optional(),
});
const Id = union([schemas_string(), schemas_number()]);
const ResponseSchema = union([
    object({ id: Id, error: schemas_string() }),
    object({
        id: Id,
        success: schemas_boolean(),
        message: schemas_string().default(''),
        checkpoints: array(CheckpointSchema).optional(),
    }),
]);
/** The answer to a validation `check` request: the task resolves, or why not. */
const CheckResponseSchema = union([object({ id: Id, error: schemas_string() }), object({ id: Id, ok: literal(true) })]);
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
    if (expectedId === null && data !== null && typeof data === 'object' && !Array.isArray(data)) {
        data = { ...data, id: '' };
    }
    const parsed = (mode === 'check' ? CheckResponseSchema : ResponseSchema).safeParse(data);
    if (!parsed.success)
        return violation(`verifier response does not follow the protocol: ${formatIssues(parsed.error)}`);
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

;// CONCATENATED MODULE: ./src/core/report/schema.ts
/**
 * `scores.json` (DESIGN 6): plain data, the single source every view is rendered from.
 * The zod schema is the contract and generates the published JSON Schema.
 */


const REPORT_VERSION = 1;
const ErrorEntrySchema = strictObject({
    task: schemas_string().nullable().describe('catalog task, when known'),
    record: schemas_string().nullable().describe('file inside the trial directory, when the error is about one'),
    stage: schemas_enum(['discovery', 'record', 'identity', 'verifier', 'metric', 'judge']),
    message: schemas_string(),
});
const VerdictSchema = strictObject({
    task: schemas_string(),
    record: schemas_string().nullable(),
    status: schemas_enum(['success', 'failure', 'error']),
    success: schemas_boolean().nullable(),
    message: schemas_string().nullable(),
    checkpoints: array(CheckpointSchema).nullable(),
    error: schemas_string().nullable(),
    details: record(schemas_string(), union([schemas_number(), schemas_string(), schemas_boolean(), schemas_null()])).describe('kind-specific per-task values'),
});
const MetricSchema = strictObject({
    value: schemas_number().nullable().describe('null when the metric may not be published (see note)'),
    method: schemas_string(),
    label: schemas_string().optional(),
    note: schemas_string().optional(),
    historical_implementation_reproduced: schemas_boolean().optional(),
    judges: array(strictObject({ model: schemas_string(), endpoint: schemas_string() })).optional(),
    source: schemas_string().optional().describe('where the figure comes from, when it depends on outside input (CCE: judge or saved_judge_records)'),
});
const CceTaskSchema = strictObject({
    task: schemas_string(),
    status: schemas_enum(['judged', 'failed_task', 'no_actions', 'pending']).describe('failed_task: the verifier failed the task, CCE 0 without asking; no_actions: success with no actions, CCE 0'),
    trajectory_sha256: schemas_string().nullable(),
    cached: schemas_boolean().describe('the judgement came from --cce-cache: no request was made'),
    T: schemas_number().int().nullable().describe('|T|: the number of non-empty actions'),
    C: array(schemas_number().int()).nullable().describe('ids (1-based positions in T) of the causally contributing actions'),
    cce: schemas_number().nullable(),
    per_agent: record(schemas_string(), strictObject({ actions: schemas_number().int(), contributing: schemas_number().int(), share: schemas_number() })).nullable(),
    answers: array(strictObject({ step: schemas_enum(['terminal', 'round']), round: schemas_number().nullable(), answer: schemas_string() })).describe('raw judge answers, bounded'),
    pending: schemas_string().nullable().describe('why the CCE of this task is pending'),
});
const CceTrialSchema = strictObject({
    source: schemas_enum(['judge', 'saved_judge_records', 'none']),
    judge: strictObject({ model: schemas_string(), endpoint_host: schemas_string().nullable(), protocol: schemas_string() }).nullable(),
    requests: schemas_number().int().describe('HTTP requests this trial made to the judge'),
    tasks: array(CceTaskSchema),
})
    .describe('CCE computed by agent-eval with an LLM judge (backward tracing); absent when CCE came from saved records only');
const CoverageSchema = strictObject({
    expected: schemas_number().int(),
    scored: schemas_number().int(),
    missing_tasks: array(schemas_string()),
    errors: schemas_number().int(),
});
const TrialSchema = strictObject({
    name: schemas_string(),
    path: schemas_string().describe('trial directory relative to the run directory'),
    valid: schemas_boolean(),
    final: schemas_boolean(),
    coverage: CoverageSchema,
    pending: array(strictObject({ task: schemas_string(), what: schemas_string() })),
    errors: array(ErrorEntrySchema),
    metrics: record(schemas_string(), MetricSchema),
    verdicts: array(VerdictSchema),
    cce: CceTrialSchema.optional(),
});
const Fractions = record(schemas_string(), schemas_number());
const ReliabilitySchema = strictObject({
    method: schemas_string().describe('pass_k_unbiased_v1: per task with c successes in n trials, pass^k = C(c,k)/C(n,k) and pass@k = 1 − C(n−c,k)/C(n,k), averaged over tasks'),
    source: schemas_string().describe('where the success outcomes come from'),
    final: schemas_boolean().describe('every task has exactly one valid verdict in each of the n trials, there are no errors, and n is the expected number of trials'),
    n_trials: schemas_number().int().describe('n: the number of trials'),
    expected_trials: schemas_number().int().nullable(),
    tasks: schemas_number().int().describe('tasks with a valid verdict in all n trials: every figure is computed over these'),
    expected_tasks: schemas_number().int(),
    pass_hat_k: Fractions.describe('k (1..n) -> pass^k, a fraction in [0, 1] rounded half up to 6 decimals from the exact value'),
    pass_at_k: Fractions.describe('k (1..n) -> pass@k, a fraction in [0, 1] rounded half up to 6 decimals from the exact value'),
    exact: strictObject({
        pass_hat_k: record(schemas_string(), schemas_string()),
        pass_at_k: record(schemas_string(), schemas_string()),
    }).describe('the same figures as exact fractions "p/q" in lowest terms'),
    trials: array(strictObject({
        name: schemas_string(),
        tasks: schemas_number().int(),
        successes: schemas_number().int(),
        success_rate: schemas_number().nullable(),
        wilson_95: strictObject({ low: schemas_number(), high: schemas_number() }).nullable().describe('95% Wilson score interval of the success rate'),
    }))
        .describe('per trial, over the counted tasks'),
    mean_success_rate: schemas_number().nullable().describe('mean of the per-trial success rates (equals pass^1)'),
    success_rate_stderr: schemas_number().nullable().describe('standard error of that mean: sample standard deviation of the per-trial rates / √n; null when n < 2'),
    flips: strictObject({
        count: schemas_number().int(),
        tasks: array(strictObject({ task: schemas_string(), successes: schemas_number().int(), outcomes: array(schemas_boolean()).describe('success per trial, in trial order') })),
    }).describe('counted tasks that succeed in some trials and fail in others'),
    incomplete_tasks: array(strictObject({ task: schemas_string(), valid_trials: schemas_number().int() })).describe('tasks left out: fewer than n valid verdicts'),
    notes: array(schemas_string()).describe('why the figures are not final, if they are not'),
})
    .describe('reliability across trials (DESIGN 5)');
const SuiteReportSchema = strictObject({
    name: schemas_string(),
    kind: schemas_string(),
    tasks_from: schemas_string().describe("where the suite's tasks come from in the benchmark (task glob or cases directory)"),
    valid: schemas_boolean(),
    final: schemas_boolean(),
    expected_trials: schemas_number().int().nullable(),
    notes: array(schemas_string()),
    errors: array(ErrorEntrySchema),
    trials: array(TrialSchema),
    reliability: ReliabilitySchema.optional().describe('across the suite\'s trials; absent only in reports written before it existed'),
});
const ReportSchema = strictObject({
    report_version: literal(REPORT_VERSION),
    tool: strictObject({ name: schemas_string(), version: schemas_string() }),
    benchmark: strictObject({
        name: schemas_string(),
        repository: schemas_string().nullable(),
        commit: schemas_string().nullable(),
        manifest_sha256: schemas_string(),
    }),
    submission: strictObject({
        path: schemas_string(),
        metadata: record(schemas_string(), unknown()).nullable(),
    }),
    status: schemas_enum(['final', 'not_final', 'invalid']),
    valid: schemas_boolean(),
    final: schemas_boolean(),
    suites: array(SuiteReportSchema),
});

;// CONCATENATED MODULE: ./src/core/report/write.ts
/** Writes the report and its views to a directory: scores.json, summary.md, summary.csv. */








/** Deterministic serialisation: same report, same bytes. */
function serializeReport(report) {
    return `${JSON.stringify(ReportSchema.parse(report), null, 2)}\n`;
}
/**
 * Writes scores.json, summary.md and summary.csv, and for each trial of a table suite the
 * PrepBench-compatible `<suite>/<trial>/summary.{json,csv}` (plus `case_xxx.summary.*` when
 * exactly one case was scored).
 */
async function writeReport(report, outDir) {
    await (0,promises_namespaceObject.mkdir)(outDir, { recursive: true });
    const files = {
        scores: external_node_path_default().join(outDir, 'scores.json'),
        summary: external_node_path_default().join(outDir, 'summary.md'),
        csv: external_node_path_default().join(outDir, 'summary.csv'),
    };
    await (0,promises_namespaceObject.writeFile)(files.scores, serializeReport(report));
    await (0,promises_namespaceObject.writeFile)(files.summary, renderMarkdown(report));
    await (0,promises_namespaceObject.writeFile)(files.csv, renderCsv(report));
    const all = [files.scores, files.summary, files.csv];
    const put = async (file, text) => {
        await (0,promises_namespaceObject.writeFile)(file, text);
        all.push(file);
    };
    for (const suite of report.suites.filter((s) => s.kind === 'table')) {
        for (const trial of suite.trials) {
            const dir = external_node_path_default().join(outDir, suite.name, trial.name);
            await (0,promises_namespaceObject.mkdir)(dir, { recursive: true });
            const { json, csv } = renderPrepbenchSummary(trial, suite.tasks_from);
            await put(external_node_path_default().join(dir, 'summary.json'), json);
            await put(external_node_path_default().join(dir, 'summary.csv'), csv);
            if (trial.coverage.expected === 1) {
                const only = trial.verdicts[0]?.task ?? trial.coverage.missing_tasks[0];
                await put(external_node_path_default().join(dir, `${only}.summary.json`), json);
                await put(external_node_path_default().join(dir, `${only}.summary.csv`), csv);
            }
        }
    }
    await writeCceCache(report, outDir, put);
    return { ...files, all };
}
/**
 * The CCE judge records of this report, one file per judged trajectory in `<out>/cce-cache/`,
 * so that the next run can reuse them with `--cce-cache <out>` (they are in the artifact).
 */
async function writeCceCache(report, outDir, put) {
    const records = new Map();
    for (const suite of report.suites) {
        for (const trial of suite.trials) {
            const judge = trial.cce?.judge;
            if (!judge)
                continue;
            for (const task of trial.cce.tasks) {
                const record = cacheRecordOf(task, judge.model, judge.protocol);
                if (record)
                    records.set(cacheFileName(record.key), `${JSON.stringify(record, null, 2)}\n`);
            }
        }
    }
    if (records.size === 0)
        return;
    const dir = external_node_path_default().join(outDir, CACHE_DIR);
    await (0,promises_namespaceObject.mkdir)(dir, { recursive: true });
    for (const name of [...records.keys()].sort())
        await put(external_node_path_default().join(dir, name), records.get(name));
}

;// CONCATENATED MODULE: ./src/core/manifest/schema.ts
/**
 * The benchmark manifest `agent-eval.yml` (DESIGN 2). One zod schema is the source of truth:
 * it validates manifests and generates the published JSON Schema. Unknown keys are errors.
 */

/** A path inside the benchmark: relative, POSIX, no `..` segment. */
const BenchmarkPath = schemas_string()
    .min(1)
    .refine((p) => !p.startsWith('/') && !/^[A-Za-z]:/.test(p) && !p.split(/[\\/]/).includes('..'), {
    message: 'must be a relative path inside the benchmark (no leading "/", no "..")',
});
const SuiteName = schemas_string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'must be letters, digits, "_", "-" or "." (it names a directory)');
const VerifierSchema = strictObject({
    command: array(schemas_string().min(1)).min(1).describe('argv of the verifier, run with cwd = benchmark root'),
    protocol: schemas_enum(['jsonl', 'exec']).default('jsonl').describe('jsonl: persistent workers; exec: one process per task'),
    timeout_s: schemas_number().positive().max(86_400).default(60).describe('per-task timeout in seconds'),
    workers: schemas_number().int().positive().max(64).optional().describe('parallel workers; default one per core'),
    env: array(schemas_string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/))
        .default([])
        .describe('extra environment variable names passed through to the verifier (never tokens)'),
});
const PsrSchema = strictObject({
    method: literal('checkpoint_fraction_v1'),
    upper_bounds: array(schemas_string().min(1)).default([]).describe('labels whose value is actual/limit'),
    targets: record(schemas_string(), record(schemas_string(), schemas_number().positive()))
        .default({})
        .describe('task -> label -> target; required for bare values, overrides a denominator'),
});
/** How agent-eval's own CCE judge reads a task (DESIGN 4.1, docs/cce.md). */
const CceJudgeConfigSchema = strictObject({
    protocol: literal('cce_backward_v1').default('cce_backward_v1').describe('judge protocol version (prompts and method); part of the cache key'),
    objective_keys: array(schemas_string().min(1))
        .min(1)
        .default(['objective', 'goal', 'task', 'description'])
        .describe("top-level keys of the task file holding the objective, first present wins"),
    context_markers: array(schemas_string().min(1))
        .default(['context', 'game_context', 'world', 'environment', 'initial_state', 'map'])
        .describe("top-level keys of the task file whose values form the game context excerpt; none present: the whole file"),
    context_chars: schemas_number().int().positive().max(200_000).default(6000).describe('bound of the game context excerpt, in characters'),
    objective_chars: schemas_number().int().positive().max(50_000).default(2000),
    action_chars: schemas_number().int().positive().max(20_000).default(500).describe('bound of one action string shown to the judge'),
    answer_chars: schemas_number().int().positive().max(20_000).default(2000).describe('bound of each raw judge answer kept in the report'),
});
const CceSchema = strictObject({
    records: schemas_string().min(1).optional().describe('glob of saved judge records inside a trial directory (used when no judge is configured)'),
    judge: CceJudgeConfigSchema.prefault({}),
});
const LimitsSchema = strictObject({
    record_bytes: schemas_number().int().positive().default(64 * 1024 * 1024),
    json_depth: schemas_number().int().positive().max(10_000).default(256),
});
const TrajectorySuiteSchema = strictObject({
    name: SuiteName,
    kind: literal('trajectory'),
    description: schemas_string().optional(),
    tasks: BenchmarkPath.describe('non-recursive glob of task files; task key = file stem'),
    records: schemas_string().min(1).default('**/*_trajectory.json').describe('glob of record files inside a trial directory'),
    identity: array(schemas_enum(['task_key', 'task_source', 'task_id']))
        .min(1)
        .default(['task_key', 'task_source', 'task_id'])
        .describe('record fields that identify the task, in order'),
    trials: schemas_number().int().positive().optional().describe('number of trials a complete submission has'),
    trial_pattern: schemas_string().min(1).default('trial-*'),
    verifier: VerifierSchema,
    psr: PsrSchema.optional(),
    cce: CceSchema.optional().describe('Causal Collaboration Effectiveness: computed with an LLM judge when one is configured, else from saved judge records'),
    limits: LimitsSchema.prefault({}),
});
const TableSuiteSchema = strictObject({
    name: SuiteName,
    kind: literal('table'),
    description: schemas_string().optional(),
    cases: BenchmarkPath.describe('directory of ground-truth cases: case_xxx/{config.json, output_NN.csv}'),
    tolerance: schemas_number().min(0).lt(1).default(0.02).describe('relative numeric tolerance (PrepBench: 0.02)'),
    modes: array(schemas_string().min(1)).min(1).optional().describe("if set, a trial directory's name must be one of these"),
    trials: schemas_number().int().positive().optional().describe('number of trials a complete submission has'),
    trial_pattern: schemas_string().min(1).default('trial-*'),
    limits: strictObject({ csv_bytes: schemas_number().int().positive().default(128 * 1024 * 1024) }).prefault({}),
});
const OutputSuiteSchema = strictObject({
    name: SuiteName,
    kind: literal('output'),
    description: schemas_string().optional(),
    tasks: BenchmarkPath.describe('tasks file (YAML or JSON) listing per-task expectations; task key = its key under `tasks`'),
    records: schemas_string()
        .min(1)
        .default('**/*.{json,jsonl}')
        .describe('glob of record files inside a trial directory: *.jsonl are event logs, anything else a per-task JSON record'),
    trials: schemas_number().int().positive().optional().describe('number of trials a complete submission has'),
    trial_pattern: schemas_string().min(1).default('trial-*'),
    limits: strictObject({
        record_bytes: schemas_number().int().positive().default(16 * 1024 * 1024),
        json_depth: schemas_number().int().positive().max(10_000).default(256),
        regex_timeout_ms: schemas_number().int().positive().max(60_000).default(1000).describe('time bound of one regex expectation on one output'),
    })
        .prefault({}),
});
const SuiteSchema = discriminatedUnion('kind', [TrajectorySuiteSchema, TableSuiteSchema, OutputSuiteSchema]);
const ManifestSchema = strictObject({
    version: literal(1),
    name: schemas_string().min(1),
    description: schemas_string().optional(),
    suites: array(SuiteSchema).min(1),
})
    .superRefine((m, ctx) => {
    const seen = new Set();
    m.suites.forEach((s, i) => {
        if (seen.has(s.name))
            ctx.addIssue({ code: 'custom', path: ['suites', i, 'name'], message: `duplicate suite name "${s.name}"` });
        seen.add(s.name);
    });
});

;// CONCATENATED MODULE: ./src/core/schemas.ts
/** JSON Schemas generated from the zod schemas that validate manifests and reports. */



const SCHEMAS = {
    manifest: () => toJSONSchema(ManifestSchema, { io: 'input', unrepresentable: 'any' }),
    report: () => toJSONSchema(ReportSchema, { io: 'output', unrepresentable: 'any' }),
};

;// CONCATENATED MODULE: external "node:child_process"
const external_node_child_process_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");
;// CONCATENATED MODULE: external "node:util"
const external_node_util_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");
;// CONCATENATED MODULE: ./src/core/fs/glob.ts
/**
 * A small glob matcher for the patterns a manifest uses: `*` and `?` stay inside one path
 * segment, `**` spans any number of segments (including none), `{a,b}` alternates.
 * Paths are matched in their POSIX form, relative to a root.
 */
function globToRegExp(pattern) {
    let re = '';
    for (let i = 0; i < pattern.length; i++) {
        const c = pattern[i];
        if (c === '*') {
            if (pattern[i + 1] === '*') {
                const atSegmentStart = i === 0 || pattern[i - 1] === '/';
                const followedBySlash = pattern[i + 2] === '/';
                if (atSegmentStart && followedBySlash) {
                    re += '(?:[^/]+/)*';
                    i += 2;
                }
                else {
                    re += '.*';
                    i += 1;
                }
            }
            else {
                re += '[^/]*';
            }
        }
        else if (c === '?') {
            re += '[^/]';
        }
        else if (c === '{') {
            const end = pattern.indexOf('}', i);
            if (end < 0)
                throw new Error(`unclosed "{" in glob ${JSON.stringify(pattern)}`);
            const alternatives = pattern.slice(i + 1, end).split(',').map(escapeRegExp);
            re += `(?:${alternatives.join('|')})`;
            i = end;
        }
        else {
            re += escapeRegExp(c);
        }
    }
    return new RegExp(`^${re}$`);
}
function escapeRegExp(s) {
    return s.replace(/[.+^${}()|[\]\\]/g, '\\$&');
}
/** True when the glob has no wildcard in any segment but the last (a non-recursive glob). */
function isSingleDirectoryGlob(pattern) {
    const slash = pattern.lastIndexOf('/');
    return slash < 0 || !/[*?{]/.test(pattern.slice(0, slash));
}

;// CONCATENATED MODULE: ./src/core/manifest/load.ts
/** Loads and validates `agent-eval.yml`; every problem names the file and the path inside it. */







const MANIFEST_FILE = 'agent-eval.yml';
async function loadManifest(benchmarkDir) {
    const file = external_node_path_default().join(benchmarkDir, MANIFEST_FILE);
    let bytes;
    try {
        bytes = await (0,promises_namespaceObject.readFile)(file);
    }
    catch (err) {
        throw new ConfigError(file, `cannot read the benchmark manifest (${err.code ?? err})`);
    }
    const manifest = parseManifest(bytes.toString('utf8'), file);
    return { manifest, file, sha256: (0,external_node_crypto_namespaceObject.createHash)('sha256').update(bytes).digest('hex') };
}
function parseManifest(text, file) {
    const data = parseYaml(text, file);
    const parsed = ManifestSchema.safeParse(data);
    if (!parsed.success)
        throw new ConfigError(file, formatIssues(parsed.error));
    return parsed.data;
}
/** Parses YAML, turning syntax errors into a ConfigError with the line. */
function parseYaml(text, file) {
    const doc = (0,dist/* parseDocument */.Tp)(text, { prettyErrors: true, uniqueKeys: true });
    if (doc.errors.length > 0) {
        const first = doc.errors[0];
        const where = first.linePos ? `line ${first.linePos[0].line}: ` : '';
        throw new ConfigError(file, `invalid YAML: ${where}${first.message.split('\n')[0]}`);
    }
    return doc.toJS({ maxAliasCount: 100 });
}

;// CONCATENATED MODULE: ./src/core/kinds/output/tasks.ts
/**
 * The tasks file of an output suite (DESIGN 4.3): per task, what its output must contain.
 * Expectations come from the benchmark only, never from a submission. Validated with zod;
 * every problem names the tasks file and the path inside it.
 */






const TASK_KEY = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
const NonEmpty = schemas_string().min(1, 'must not be empty');
const ARTIFACT_MATCHERS = ['exact', 'set', 'number'];
const ArtifactCheckSchema = strictObject({
    key: NonEmpty.describe('artifact name in the record'),
    exact: schemas_string().optional().describe('the artifact must be exactly this string'),
    set: union([schemas_string(), array(union([schemas_string(), schemas_number()]))])
        .optional()
        .describe('comma-separated ids (or a list): compared as sets, order-insensitive, after trimming'),
    number: schemas_number().optional().describe('the artifact must be this number, within tolerance'),
    tolerance: schemas_number().min(0).optional().describe('absolute tolerance of `number` (default 0)'),
})
    .superRefine((c, ctx) => {
    const given = ARTIFACT_MATCHERS.filter((m) => c[m] !== undefined);
    if (given.length !== 1)
        ctx.addIssue({ code: 'custom', message: `give exactly one of ${ARTIFACT_MATCHERS.join(', ')} (found ${given.length ? given.join(', ') : 'none'})` });
    if (c.tolerance !== undefined && c.number === undefined)
        ctx.addIssue({ code: 'custom', path: ['tolerance'], message: 'tolerance applies to `number` only' });
    if (c.set !== undefined && splitIds(c.set).length === 0)
        ctx.addIssue({ code: 'custom', path: ['set'], message: 'the set names no id' });
});
const OUTPUT_MATCHERS = ['contains', 'not_contains', 'regex', 'exact', 'json'];
const OutputCheckSchema = strictObject({
    contains: NonEmpty.optional().describe('the full output contains this text'),
    not_contains: NonEmpty.optional().describe('the full output does not contain this text'),
    ignore_case: schemas_boolean().optional().describe('contains / not_contains: compare case-insensitively'),
    regex: NonEmpty.optional().describe('a JavaScript regular expression that must match somewhere in the full output'),
    flags: schemas_string().regex(/^(?!.*(.).*\1)[imsu]*$/, 'flags are any of i, m, s, u, each at most once').optional(),
    exact: schemas_string().optional().describe('the full output, trimmed, is exactly this text (trimmed)'),
    json: unknown().optional().describe('the last JSON block embedded in the output equals this value'),
})
    .superRefine((c, ctx) => {
    const given = OUTPUT_MATCHERS.filter((m) => c[m] !== undefined);
    if (given.length !== 1)
        ctx.addIssue({ code: 'custom', message: `give exactly one of ${OUTPUT_MATCHERS.join(', ')} (found ${given.length ? given.join(', ') : 'none'})` });
    if (c.flags !== undefined && c.regex === undefined)
        ctx.addIssue({ code: 'custom', path: ['flags'], message: 'flags apply to `regex` only' });
    if (c.ignore_case !== undefined && c.contains === undefined && c.not_contains === undefined) {
        ctx.addIssue({ code: 'custom', path: ['ignore_case'], message: 'ignore_case applies to contains / not_contains only' });
    }
    if (c.regex !== undefined) {
        try {
            new RegExp(c.regex, c.flags ?? '');
        }
        catch (err) {
            ctx.addIssue({ code: 'custom', path: ['regex'], message: `not a valid regular expression: ${err.message}` });
        }
    }
});
const ArtifactChecks = array(ArtifactCheckSchema).min(1);
const ArtifactExpectationSchema = preprocess((x) => (Array.isArray(x) ? { all: x } : x), strictObject({
    all: ArtifactChecks.optional().describe('every check must hold'),
    any: ArtifactChecks.optional().describe('at least one check must hold'),
})
    .superRefine((a, ctx) => {
    if ((a.all === undefined) === (a.any === undefined))
        ctx.addIssue({ code: 'custom', message: 'give a list of checks, or exactly one of all, any' });
}));
const OutputTaskSchema = strictObject({
    description: schemas_string().optional(),
    artifacts: ArtifactExpectationSchema.optional().describe('expectations on the structured artifacts (graded first when the record has artifacts)'),
    output: array(OutputCheckSchema).min(1).optional().describe('expectations on the full output, all of which must hold'),
})
    .superRefine((t, ctx) => {
    if (t.artifacts === undefined && t.output === undefined)
        ctx.addIssue({ code: 'custom', message: 'a task needs artifacts or output expectations' });
});
const OutputTasksFileSchema = strictObject({
    version: literal(1).optional(),
    description: schemas_string().optional(),
    tasks: record(schemas_string(), OutputTaskSchema).superRefine((tasks, ctx) => {
        const keys = Object.keys(tasks);
        if (keys.length === 0)
            ctx.addIssue({ code: 'custom', message: 'the file lists no task' });
        for (const key of keys) {
            if (!TASK_KEY.test(key))
                ctx.addIssue({ code: 'custom', path: [key], message: 'a task key must be letters, digits, "_", "-" or "." (not starting with one of the last three)' });
        }
    }),
});
/** Reads and validates a tasks file; `where` names the manifest entry that points at it. */
async function loadOutputTasks(root, tasksPath, manifestFile, where) {
    const file = external_node_path_default().join(root, tasksPath);
    let text;
    try {
        text = await (0,promises_namespaceObject.readFile)(file, 'utf8');
    }
    catch (err) {
        throw new ConfigError(manifestFile, `${where}: cannot read the tasks file ${tasksPath} (${err.code ?? err})`);
    }
    const parsed = OutputTasksFileSchema.safeParse(parseYaml(text, file));
    if (!parsed.success)
        throw new ConfigError(file, formatIssues(parsed.error));
    return new Map(Object.entries(parsed.data.tasks).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
/** `"a, b,,c"` or `["a", " b"]` -> `["a", "b", "c"]`: trimmed, empty items dropped. */
function splitIds(value) {
    const items = typeof value === 'string' ? value.split(',') : value.map(String);
    return items.map((s) => s.trim()).filter((s) => s !== '');
}

;// CONCATENATED MODULE: ./src/core/benchmark.ts
/**
 * A benchmark checkout: its validated manifest, each suite's task catalog, and where it came
 * from (repository and commit when it is a git checkout). Trusted code, read once per command.
 */









async function openBenchmark(dir) {
    let root;
    try {
        root = await (0,promises_namespaceObject.realpath)(dir);
        if (!(await (0,promises_namespaceObject.stat)(root)).isDirectory())
            throw new Error('not a directory');
    }
    catch {
        throw new UsageError(`--benchmark ${dir}: not a directory`);
    }
    const loaded = await loadManifest(root);
    const catalogs = new Map();
    for (const suite of loaded.manifest.suites) {
        catalogs.set(suite.name, await loadCatalog(root, loaded.file, suite, loaded.manifest));
    }
    const { repository, commit } = await gitOrigin(root);
    return { ...loaded, root, repository, commit, catalogs };
}
async function loadCatalog(root, manifestFile, suite, manifest) {
    switch (suite.kind) {
        case 'table':
            return loadCaseCatalog(root, manifestFile, suite, manifest);
        case 'output':
            return loadOutputCatalog(root, manifestFile, suite, manifest);
        case 'trajectory':
            return loadTaskCatalog(root, manifestFile, suite, manifest);
    }
}
/** Output suites: the keys of the tasks file (validated here, so a bad file stops every command). */
async function loadOutputCatalog(root, manifestFile, suite, manifest) {
    const where = `suites[${manifest.suites.indexOf(suite)}] (${suite.name}).tasks`;
    const tasks = await loadOutputTasks(root, suite.tasks, manifestFile, where);
    const file = external_node_path_default().join(root, suite.tasks);
    return [...tasks.keys()].map((key) => ({ key, file }));
}
/** Table suites: every `case_xxx` directory of `cases`; task key = normalised case id. */
async function loadCaseCatalog(root, manifestFile, suite, manifest) {
    const where = `suites[${manifest.suites.indexOf(suite)}] (${suite.name}).cases`;
    const dir = external_node_path_default().join(root, suite.cases);
    let entries;
    try {
        entries = await (0,promises_namespaceObject.readdir)(dir, { withFileTypes: true });
    }
    catch {
        throw new ConfigError(manifestFile, `${where}: directory ${suite.cases} does not exist`);
    }
    const tasks = [];
    const seen = new Map();
    for (const e of entries) {
        const key = e.isDirectory() ? normalizeCaseId(e.name) : null;
        if (!key)
            continue;
        if (seen.has(key))
            throw new ConfigError(manifestFile, `${where}: ${seen.get(key)} and ${e.name} are the same case ${key}`);
        seen.set(key, e.name);
        tasks.push({ key, file: external_node_path_default().join(dir, e.name) });
    }
    if (tasks.length === 0)
        throw new ConfigError(manifestFile, `${where}: ${suite.cases} holds no case_xxx directory`);
    return tasks.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
async function loadTaskCatalog(root, manifestFile, suite, manifest) {
    const where = `suites[${manifest.suites.indexOf(suite)}] (${suite.name}).tasks`;
    if (!isSingleDirectoryGlob(suite.tasks)) {
        throw new ConfigError(manifestFile, `${where}: "${suite.tasks}" must be a non-recursive glob (wildcards in the file name only)`);
    }
    const slash = suite.tasks.lastIndexOf('/');
    const dir = external_node_path_default().join(root, slash < 0 ? '.' : suite.tasks.slice(0, slash));
    const namePattern = globToRegExp(suite.tasks.slice(slash + 1));
    let entries;
    try {
        entries = await (0,promises_namespaceObject.readdir)(dir, { withFileTypes: true });
    }
    catch {
        throw new ConfigError(manifestFile, `${where}: directory ${external_node_path_default().relative(root, dir) || '.'} does not exist`);
    }
    const tasks = entries
        .filter((e) => (e.isFile() || e.isSymbolicLink()) && namePattern.test(e.name))
        .map((e) => ({ key: stemOf(e.name), file: external_node_path_default().join(dir, e.name) }))
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    if (tasks.length === 0)
        throw new ConfigError(manifestFile, `${where}: "${suite.tasks}" matches no task file`);
    for (let i = 1; i < tasks.length; i++) {
        if (tasks[i].key === tasks[i - 1].key) {
            throw new ConfigError(manifestFile, `${where}: two task files share the key "${tasks[i].key}"`);
        }
    }
    if (suite.psr) {
        const keys = new Set(tasks.map((t) => t.key));
        for (const task of Object.keys(suite.psr.targets)) {
            if (!keys.has(task)) {
                throw new ConfigError(manifestFile, `suites[${manifest.suites.indexOf(suite)}] (${suite.name}).psr.targets.${task}: not a task of this suite`);
            }
        }
    }
    return tasks;
}
/** File name without its last extension; also used for a record's `task_source`. */
function stemOf(name) {
    const base = name.split(/[\\/]/).pop() ?? '';
    const dot = base.lastIndexOf('.');
    return dot > 0 ? base.slice(0, dot) : base;
}
const run = (0,external_node_util_namespaceObject.promisify)(external_node_child_process_namespaceObject.execFile);
async function gitOrigin(root) {
    const git = async (...args) => {
        try {
            const { stdout } = await run('git', ['-C', root, ...args], { timeout: 10_000 });
            return stdout.trim() || null;
        }
        catch {
            return null;
        }
    };
    const top = await git('rev-parse', '--show-toplevel');
    if (!top)
        return { repository: null, commit: null };
    const [commit, remote] = await Promise.all([git('rev-parse', 'HEAD'), git('config', '--get', 'remote.origin.url')]);
    return { repository: remote ? stripCredentials(remote) : null, commit };
}
/** Never record a credential that a remote URL may carry. */
function stripCredentials(url) {
    return url.replace(/^(\w+:\/\/)[^@/]*@/, '$1');
}

;// CONCATENATED MODULE: ./src/core/fs/walk.ts
/**
 * Lists the files of an untrusted directory tree whose relative path matches a pattern,
 * without ever following a symlink out of the submission. Problems are returned, not thrown,
 * so that each becomes an error on the record it concerns.
 */


const MAX_ENTRIES = 200_000;
/** Files at the run root that describe the submission and are never records of any suite. */
const RUN_LEVEL_FILES = new Set(['metadata.json']);
/** True when `target` is `root` or lies below it (both absolute, resolved). */
function isInside(root, target) {
    const rel = external_node_path_default().relative(root, target);
    return rel === '' || (!rel.startsWith('..') && !external_node_path_default().isAbsolute(rel));
}
/**
 * Walks `dir` (inside the resolved `submissionRoot`) and returns the regular files whose
 * relative path matches `pattern`, sorted by path. A symlinked file is read through only when
 * it resolves inside the submission; symlinked directories are never followed.
 */
async function findFiles(dir, pattern, submissionRoot) {
    const files = [];
    const problems = [];
    let seen = 0;
    const queue = [''];
    while (queue.length > 0) {
        const relDir = queue.shift();
        const entries = await (0,promises_namespaceObject.readdir)(external_node_path_default().join(dir, relDir), { withFileTypes: true });
        entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const entry of entries) {
            if (++seen > MAX_ENTRIES) {
                problems.push({ rel: relDir || '.', message: `more than ${MAX_ENTRIES} files and folders; the rest were not read` });
                return { files, problems };
            }
            const rel = relDir ? `${relDir}/${entry.name}` : entry.name;
            const abs = external_node_path_default().join(dir, rel);
            if (external_node_path_default().dirname(abs) === submissionRoot && RUN_LEVEL_FILES.has(entry.name))
                continue;
            if (entry.isDirectory()) {
                queue.push(rel);
            }
            else if (entry.isSymbolicLink()) {
                const problem = await checkSymlink(abs, rel, pattern, submissionRoot);
                if (typeof problem === 'string')
                    problems.push({ rel, message: problem });
                else if (problem)
                    files.push(problem);
            }
            else if (entry.isFile() && pattern.test(rel)) {
                files.push({ rel, abs, size: (await (0,promises_namespaceObject.lstat)(abs)).size });
            }
        }
    }
    files.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
    return { files, problems };
}
async function checkSymlink(abs, rel, pattern, submissionRoot) {
    let target;
    try {
        target = await (0,promises_namespaceObject.realpath)(abs);
    }
    catch {
        return pattern.test(rel) ? 'symlink points to nothing' : null;
    }
    const info = await (0,promises_namespaceObject.stat)(target);
    if (info.isDirectory())
        return 'symlinked directory is not followed';
    if (!pattern.test(rel))
        return null;
    if (!isInside(submissionRoot, target))
        return 'symlink points outside the submission; not read';
    if (!info.isFile())
        return 'not a regular file';
    return { rel, abs: target, size: info.size };
}
/** Sub-directories of `dir` whose name matches `pattern`, sorted; symlinked ones are reported. */
async function findDirs(dir, pattern) {
    const dirs = [];
    const problems = [];
    for (const entry of await (0,promises_namespaceObject.readdir)(dir, { withFileTypes: true })) {
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
/** Orders `trial-2` before `trial-10`. */
function compareNatural(a, b) {
    return a.localeCompare(b, 'en', { numeric: true });
}

;// CONCATENATED MODULE: ./src/core/judge/client.ts
/**
 * A minimal OpenAI-compatible chat-completions client for LLM judges: plain fetch, temperature 0,
 * a per-request timeout, bounded retries with exponential backoff that honours Retry-After,
 * a concurrency limit shared by every caller, and a request budget for the whole run.
 * The API key only ever goes into the Authorization header; errors never carry it.
 */
class ChatClient {
    model;
    endpointHost;
    url;
    o;
    apiKey;
    active = 0;
    queue = [];
    /** HTTP requests sent so far (retries included). */
    requests = 0;
    constructor(options) {
        const base = new URL(options.endpoint);
        if (base.protocol !== 'http:' && base.protocol !== 'https:')
            throw new Error('the judge endpoint must be an http(s) URL');
        if (base.username || base.password)
            throw new Error('the judge endpoint must not carry credentials; pass the key through the environment');
        const trimmed = base.href.replace(/\/+$/, '');
        this.url = /\/chat\/completions$/.test(trimmed) ? trimmed : `${trimmed}/chat/completions`;
        this.endpointHost = base.host;
        this.model = options.model;
        this.apiKey = options.apiKey ?? '';
        this.o = {
            timeoutMs: options.timeoutMs ?? 60_000,
            maxRetries: options.maxRetries ?? 3,
            backoffMs: options.backoffMs ?? 1000,
            maxWaitMs: options.maxWaitMs ?? 60_000,
            concurrency: Math.max(1, options.concurrency ?? 4),
            maxRequests: options.maxRequests ?? 2000,
            maxResponseBytes: options.maxResponseBytes ?? 1024 * 1024,
        };
    }
    /** Removes the key from any text that may be shown or stored. */
    redact(text) {
        return this.apiKey.length >= 4 ? text.split(this.apiKey).join('***') : text;
    }
    /** One chat completion, with retries; never throws. */
    async complete(messages) {
        let last = '';
        let attempts = 0;
        for (let attempt = 0; attempt <= this.o.maxRetries; attempt++) {
            if (this.requests >= this.o.maxRequests) {
                return { ok: false, error: `request budget of ${this.o.maxRequests} requests for this run exhausted${last ? ` (last error: ${last})` : ''}`, attempts, budget: true };
            }
            this.requests++;
            attempts++;
            const r = await this.limited(() => this.once(messages));
            if (r.kind === 'ok')
                return { ok: true, content: r.content, attempts };
            last = this.redact(r.error);
            if (!r.retry || attempt === this.o.maxRetries)
                break;
            const backoff = Math.min(this.o.backoffMs * 2 ** attempt, this.o.maxWaitMs);
            await sleep(r.retryAfterMs !== undefined ? Math.min(Math.max(r.retryAfterMs, 0), this.o.maxWaitMs) : backoff);
        }
        return { ok: false, error: `${last} (${attempts} attempt${attempts === 1 ? '' : 's'})`, attempts };
    }
    async limited(fn) {
        if (this.active >= this.o.concurrency)
            await new Promise((resolve) => this.queue.push(resolve));
        this.active++;
        try {
            return await fn();
        }
        finally {
            this.active--;
            this.queue.shift()?.();
        }
    }
    async once(messages) {
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), this.o.timeoutMs);
        try {
            const headers = { 'content-type': 'application/json', accept: 'application/json' };
            if (this.apiKey)
                headers.authorization = `Bearer ${this.apiKey}`;
            const res = await fetch(this.url, {
                method: 'POST',
                headers,
                body: JSON.stringify({ model: this.model, temperature: 0, messages }),
                signal: controller.signal,
            });
            const text = await readBody(res, this.o.maxResponseBytes);
            if (res.status === 429 || res.status >= 500) {
                return { kind: 'error', error: `HTTP ${res.status}${excerpt(text)}`, retry: true, retryAfterMs: retryAfter(res.headers.get('retry-after')) };
            }
            if (!res.ok)
                return { kind: 'error', error: `HTTP ${res.status}${excerpt(text)}`, retry: false };
            let body;
            try {
                body = JSON.parse(text);
            }
            catch {
                return { kind: 'error', error: `the endpoint's response is not JSON${excerpt(text)}`, retry: true };
            }
            const content = body?.choices?.[0]?.message?.content;
            if (typeof content !== 'string')
                return { kind: 'error', error: 'the response has no choices[0].message.content', retry: true };
            return { kind: 'ok', content };
        }
        catch (err) {
            if (controller.signal.aborted)
                return { kind: 'error', error: `timed out after ${this.o.timeoutMs} ms`, retry: true };
            return { kind: 'error', error: `request failed: ${err.message}`, retry: true };
        }
        finally {
            clearTimeout(timer);
        }
    }
}
async function readBody(res, max) {
    if (!res.body)
        return '';
    const reader = res.body.getReader();
    const chunks = [];
    let size = 0;
    for (;;) {
        const { done, value } = await reader.read();
        if (done)
            break;
        size += value.byteLength;
        if (size > max) {
            await reader.cancel().catch(() => undefined);
            throw new Error(`response larger than ${max} bytes`);
        }
        chunks.push(value);
    }
    return Buffer.concat(chunks).toString('utf8');
}
/** Retry-After as delta-seconds or an HTTP date, in milliseconds; undefined when absent or unusable. */
function retryAfter(value, now = Date.now()) {
    if (!value)
        return undefined;
    if (/^\s*\d+(\.\d+)?\s*$/.test(value))
        return Math.round(Number(value) * 1000);
    const date = Date.parse(value);
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
function excerpt(text) {
    const t = text.replace(/\s+/g, ' ').trim();
    return t ? `: ${t.length > 200 ? `${t.slice(0, 200)}…` : t}` : '';
}
function sleep(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms));
}

;// CONCATENATED MODULE: ./src/core/judge/session.ts
/**
 * One run's CCE judge: the chat client (shared concurrency limit and request budget) and the
 * cache of earlier judgements. Created once per `score()` call from ScoreOptions.cce.
 */



function createCceJudge(options) {
    if (!options.model.trim())
        throw new UsageError('--cce-model must not be empty');
    let client = null;
    if (options.endpoint) {
        try {
            client = new ChatClient({ ...options, endpoint: options.endpoint });
        }
        catch (err) {
            throw new UsageError(`--cce-endpoint: ${err.message}`);
        }
    }
    const cache = options.cacheDir ? loadCache(options.cacheDir) : { records: new Map(), skipped: [] };
    return {
        model: options.model,
        endpointHost: client?.endpointHost ?? null,
        client,
        cache: cache.records,
        cacheSkipped: cache.skipped,
        answerRetries: options.answerRetries ?? 1,
    };
}

;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
var external_node_os_default = /*#__PURE__*/__nccwpck_require__.n(external_node_os_namespaceObject);
;// CONCATENATED MODULE: ./src/core/verifier/env.ts
/**
 * The environment a verifier process gets: an allowlist of harmless variables plus the names
 * the manifest asks for, and never anything that looks like a credential or runner internals.
 */
const ALLOWED = [
    'PATH', 'HOME', 'USER', 'LOGNAME', 'SHELL', 'LANG', 'LANGUAGE', 'TZ', 'TMPDIR', 'TEMP', 'TMP',
    'SYSTEMROOT', 'COMSPEC', 'PATHEXT', 'WINDIR',
    'PYTHONPATH', 'PYTHONHOME', 'VIRTUAL_ENV', 'CONDA_PREFIX', 'pythonLocation', 'LD_LIBRARY_PATH',
];
const FORBIDDEN = /TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|PRIVATE|API_?KEY|AUTH|^INPUT_|^ACTIONS_|^GITHUB_|^RUNNER_|^NPM_CONFIG_|^NODE_AUTH/i;
/** True when a variable name may never reach a verifier, whatever the manifest says. */
function isForbiddenEnvName(name) {
    return FORBIDDEN.test(name);
}
function verifierEnv(source, passthrough) {
    const env = {};
    for (const name of [...ALLOWED, ...passthrough]) {
        if (isForbiddenEnvName(name))
            continue;
        const value = source[name];
        if (value !== undefined)
            env[name] = value;
    }
    for (const [name, value] of Object.entries(source)) {
        if (name.startsWith('LC_') && value !== undefined)
            env[name] = value;
    }
    env.AGENT_EVAL = '1';
    env.PYTHONUNBUFFERED = '1';
    env.PYTHONDONTWRITEBYTECODE = '1';
    return env;
}

;// CONCATENATED MODULE: ./src/core/verifier/process.ts
/**
 * Starting and stopping verifier processes. Each runs in its own process group so that a
 * timeout kills whatever it started too; any group still alive when we exit is killed.
 */

const live = new Set();
let exitHookInstalled = false;
function startProcess(argv, spec) {
    if (!exitHookInstalled) {
        exitHookInstalled = true;
        process.once('exit', () => {
            for (const child of live)
                killGroup(child);
        });
    }
    const [program, ...args] = argv;
    const child = (0,external_node_child_process_namespaceObject.spawn)(program, args, {
        cwd: spec.cwd,
        env: spec.env,
        stdio: ['pipe', 'pipe', 'pipe'],
        detached: process.platform !== 'win32',
        windowsHide: true,
    });
    live.add(child);
    child.once('exit', () => live.delete(child));
    child.once('error', () => live.delete(child));
    child.stdin?.on('error', () => { });
    child.stdout?.setEncoding('utf8');
    child.stderr?.setEncoding('utf8');
    return child;
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
        const stderr = new TailBuffer();
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
                    outcome = { ...outcome, error: `${outcome.error}; stderr: ${clip(tail, 2000)}` };
            }
            resolve(outcome);
        };
        child.once('error', (err) => {
            failure ??= `cannot start verifier ${JSON.stringify(argv[0])}: ${err.message}`;
        });
        child.once('close', (code, signal) => {
            if (failure)
                return done({ ok: false, error: failure });
            if (code !== 0)
                return done({ ok: false, error: `verifier ${describeExit(code, signal)}` });
            const text = stdout.trim();
            if (!text)
                return done({ ok: false, error: 'verifier printed nothing' });
            done(parseResponse(text, null));
        });
    });
}

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
    stderr = new TailBuffer();
    buffer = '';
    timer;
    constructor(argv, spec, 
    /** Called when the worker is done with a job or can take more; gets back unstarted jobs on death. */
    onIdle) {
        this.spec = spec;
        this.onIdle = onIdle;
        this.child = startProcess(argv, spec);
        this.child.stdout.on('data', (chunk) => this.onStdout(chunk));
        this.child.stderr.on('data', (chunk) => this.stderr.push(chunk));
        this.child.once('error', (err) => this.die(`cannot start verifier ${JSON.stringify(argv[0])}: ${err.message}`));
        this.child.once('close', (code, signal) => this.die(`verifier worker ${describeExit(code, signal)}`));
    }
    send(id, job) {
        const mode = job.payload.check === true ? 'check' : 'verify';
        this.inFlight.push({ ...job, id, mode });
        if (this.inFlight.length === 1)
            this.startHead();
        this.child.stdin.write(`${JSON.stringify({ id, ...job.payload })}\n`);
    }
    /** Closes stdin and waits for the worker to leave, killing it after `graceMs`. */
    async stop(graceMs) {
        if (this.child.exitCode !== null || this.child.signalCode !== null)
            return;
        const closed = new Promise((resolve) => this.child.once('close', () => resolve()));
        this.child.stdin.end();
        const timer = setTimeout(() => this.kill(), graceMs);
        await closed;
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
    onStdout(chunk) {
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
        const outcome = parseResponse(line, head.id, head.mode);
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
                outcome = { ...outcome, error: `${outcome.error}; stderr: ${clip(stderr, 2000)}` };
        }
        head.resolve(outcome);
    }
}
class JsonlPool {
    argv;
    spec;
    size;
    workers = new Set();
    queue = [];
    nextId = 1;
    constructor(argv, spec, size) {
        this.argv = argv;
        this.spec = spec;
        this.size = size;
    }
    request(payload) {
        return new Promise((resolve) => {
            this.queue.push({ payload, resolve });
            this.pump();
        });
    }
    async close() {
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
            best = new Worker(this.argv, this.spec, this.onIdle);
            this.workers.add(best);
        }
        return best;
    }
}

;// CONCATENATED MODULE: ./src/core/verifier/index.ts
/** One verifier per suite, whatever its protocol: `verify` never throws, it returns an outcome. */




function defaultWorkers() {
    return Math.max(1, typeof (external_node_os_default()).availableParallelism === 'function' ? external_node_os_default().availableParallelism() : external_node_os_default().cpus().length);
}
function createVerifier(config, benchmarkRoot, env = process.env) {
    const spec = { cwd: benchmarkRoot, env: verifierEnv(env, config.env), timeoutMs: config.timeout_s * 1000 };
    const size = config.workers ?? defaultWorkers();
    if (config.protocol === 'exec')
        return execVerifier(config.command, spec, size);
    const pool = new JsonlPool(config.command, spec, size);
    return {
        verify: (request) => pool.request({ ...request }),
        check: (request) => pool.request({ ...request, check: true }),
        close: () => pool.close(),
    };
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

;// CONCATENATED MODULE: external "node:vm"
const external_node_vm_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:vm");
var external_node_vm_default = /*#__PURE__*/__nccwpck_require__.n(external_node_vm_namespaceObject);
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

;// CONCATENATED MODULE: ./src/core/kinds/output/grade.ts
/**
 * Grades one output record against its task's expectations (DESIGN 4.3), in order of
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
    return { ok: false, message: `none of ${checks.length} artifact expectation(s) holds: ${results.map((x) => `${name(x)}: ${x.r.message}`).join('; ')}; graded on structured artifacts` };
}
function gradeArtifactCheck(check, artifacts) {
    if (!artifacts.has(check.key)) {
        const names = [...artifacts.keys()].slice(0, 10).map((k) => quote(k, 40));
        return { ok: false, message: `no artifact ${quote(check.key)} (the record has ${names.join(', ')}${artifacts.size > 10 ? ', …' : ''})` };
    }
    const value = artifacts.get(check.key);
    if (check.exact !== undefined) {
        const found = typeof value === 'string' ? value : JSON.stringify(value);
        return found === check.exact ? { ok: true, message: 'equal' } : { ok: false, message: `expected ${quote(check.exact)}, found ${quote(found ?? 'null')}` };
    }
    if (check.set !== undefined) {
        const items = typeof value === 'string' ? splitIds(value) : Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number') ? splitIds(value) : null;
        if (items === null)
            return { ok: false, message: `expected a comma-separated string or a list of ids, found ${quote(JSON.stringify(value) ?? 'null')}` };
        const expected = new Set(splitIds(check.set));
        const found = new Set(items);
        const missing = [...expected].filter((x) => !found.has(x));
        const extra = [...found].filter((x) => !expected.has(x));
        if (missing.length === 0 && extra.length === 0)
            return { ok: true, message: 'same set' };
        const list = (xs) => `${xs.slice(0, 10).map((x) => quote(x, 40)).join(', ')}${xs.length > 10 ? `, … (${xs.length})` : ''}`;
        return { ok: false, message: [missing.length ? `missing ${list(missing)}` : '', extra.length ? `unexpected ${list(extra)}` : ''].filter(Boolean).join('; ') };
    }
    const tolerance = check.tolerance ?? 0;
    const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : NaN;
    if (!Number.isFinite(n))
        return { ok: false, message: `expected the number ${check.number}, found ${quote(JSON.stringify(value) ?? 'null')}, not a number` };
    const ok = Math.abs(n - check.number) <= tolerance;
    return ok ? { ok: true, message: 'within tolerance' } : { ok: false, message: `expected ${check.number} ± ${tolerance}, found ${n}` };
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
                return { ok: false, message: `not found (found with different case at offset ${other}: ${grade_excerpt(text, other, needle.length)})` };
            return { ok: false, message: `not found in the output: ${headAndTail(text)}` };
        }
        return at < 0 ? { ok: true } : { ok: false, message: `found at offset ${at}: ${grade_excerpt(text, at, needle.length)}` };
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
        return { ok: false, message: `differs at offset ${i} (expected ${expected.length} chars, found ${found.length}): expected ${grade_excerpt(expected, i, 0)}, found ${grade_excerpt(found, i, 0)}` };
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
        const parsed = parseJsonBounded(c.body, maxDepth);
        if (!parsed.ok)
            continue;
        const where = blocks.length > 0 ? `the last JSON block (${i + 1} of ${blocks.length} code blocks)` : 'the output as JSON';
        const diff = firstDifference(expected, parsed.value, '$');
        return diff === null ? { ok: true } : { ok: false, message: `${where} differs at ${diff}: ${grade_excerpt(text, c.at, 0)}` };
    }
    const what = blocks.length > 0 ? `none of ${blocks.length} code block(s) is valid JSON` : 'the output has no code block and is not JSON';
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
    const show = (x) => grade_clip(JSON.stringify(x) ?? 'undefined', 60);
    if (Array.isArray(expected) && Array.isArray(found)) {
        for (let i = 0; i < Math.min(expected.length, found.length); i++) {
            const d = firstDifference(expected[i], found[i], `${at}[${i}]`);
            if (d)
                return d;
        }
        return expected.length === found.length ? null : `${at} (expected ${expected.length} items, found ${found.length})`;
    }
    const isObj = (x) => typeof x === 'object' && x !== null && !Array.isArray(x);
    if (isObj(expected) && isObj(found)) {
        for (const k of Object.keys(expected).sort()) {
            if (!Object.hasOwn(found, k))
                return `${at}.${k} (missing)`;
            const d = firstDifference(expected[k], found[k], `${at}.${k}`);
            if (d)
                return d;
        }
        const extra = Object.keys(found).filter((k) => !Object.hasOwn(expected, k)).sort();
        return extra.length === 0 ? null : `${at}.${extra[0].slice(0, 40)} (unexpected)`;
    }
    return Object.is(expected, found) || (expected === 0 && found === 0) ? null : `${at} (expected ${show(expected)}, found ${show(found)})`;
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
    return `json ${grade_clip(JSON.stringify(c.json) ?? 'null', 60)}`;
}
function describeArtifactCheck(c) {
    if (c.exact !== undefined)
        return `${quote(c.key, 40)} exact ${quote(c.exact, 60)}`;
    if (c.set !== undefined)
        return `${quote(c.key, 40)} set ${quote(splitIds(c.set).join(', '), 60)}`;
    return `${quote(c.key, 40)} number ${c.number}${c.tolerance ? ` ± ${c.tolerance}` : ''}`;
}
function describeArtifacts(a) {
    const checks = a.all ?? a.any;
    return `${a.all ? 'all' : 'any'} of ${checks.map(describeArtifactCheck).join(', ')}`;
}
function grade_clip(s, max) {
    return s.length > max ? `${s.slice(0, max)}…` : s;
}
function quote(s, max = 200) {
    return JSON.stringify(s.length > max ? `${s.slice(0, max)}…` : s);
}
/** Up to EXCERPT chars around [at, at+len), quoted, with … where cut. */
function grade_excerpt(text, at, len) {
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

;// CONCATENATED MODULE: ./src/core/kinds/output/record.ts
/**
 * Output records (DESIGN 4.3): what an agent produced for a task, read from untrusted files.
 *
 * - A per-task JSON record: `{task_id, full_text?, text_turns?, text?, summary?, artifacts?}`
 *   (camelCase names are accepted too).
 * - A JSONL event log: protobuf-JSON events (`{"sequence": "7", "taskCompleted": {...}}`,
 *   camelCase or snake_case, default fields omitted) and plain-dict events
 *   (`{run_id, sequence, kind, payload}`), mixed. Events are put in `sequence` order; an exact
 *   repeat of an event (same run and sequence, same content) is dropped. `agentMessage` events
 *   are the task's turns; `taskCompleted` sets its summary and artifacts, a later one replacing
 *   an earlier one (later turns win). A line that is not JSON is an error on the record; the
 *   other lines are still read.
 *
 * Nothing read here is ever used as a path or a pattern: a task id is only looked up in the
 * catalog, and artifact names only in the record's own artifacts.
 */

function readRecordFile(abs, rel, size, limits) {
    return /\.jsonl$/i.test(rel) ? readEventLog(abs, size, limits) : readTaskRecord(abs, size, limits);
}
function readTaskRecord(abs, size, limits) {
    const json = readJsonBounded(abs, size, limits);
    if (!json.ok)
        return { records: [], problems: [{ task: null, message: json.message }], duplicates: 0 };
    if (!isObject(json.value))
        return fail('the record must be a JSON object');
    const fields = snakeKeys(json.value);
    const task = fields.task_id;
    if (typeof task !== 'string' || task.trim() === '')
        return fail('task_id must be a non-empty string');
    const read = outputFields(fields);
    if (typeof read === 'string')
        return { records: [], problems: [{ task: task.trim(), message: read }], duplicates: 0 };
    const textTurns = fields.text_turns;
    return { records: [{ task: task.trim(), ...read, text_turns: textTurns === undefined || textTurns === null ? null : textTurns }], problems: [], duplicates: 0 };
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
            if (!isObject(item))
                return 'artifacts must be an object or a list of {name, value}';
            const name = item.name ?? item.key;
            const value = item.value ?? item.content ?? item.text;
            if (typeof name !== 'string' || value === undefined)
                return 'each artifact in the list needs a string name (or key) and a value (or content, text)';
            out.set(name, value);
        }
        return out;
    }
    if (!isObject(x))
        return 'artifacts must be an object or a list of {name, value}';
    for (const [k, v] of Object.entries(x))
        out.set(k, v);
    return out;
}
// ---------------------------------------------------------------------------------------------
// JSONL event logs
const TURN_EVENTS = new Set(['agent_message', 'assistant_message']);
const KNOWN_EVENTS = new Set(['task_started', 'task_completed', ...TURN_EVENTS]);
const WRAPPER_FIELDS = new Set(['sequence', 'run_id', 'timestamp', 'time', 'event_id', 'id', 'kind', 'payload', 'type']);
function readEventLog(abs, size, limits) {
    const problems = [];
    const read = readTextBounded(abs, size, limits.maxBytes);
    if (!read.ok)
        return fail(read.message);
    const bytes = read.text;
    const lines = bytes.split('\n');
    const endsWithNewline = bytes.endsWith('\n');
    if (endsWithNewline)
        lines.pop();
    const events = [];
    lines.forEach((raw, i) => {
        const line = i + 1;
        const text = raw.replace(/\r$/, '');
        if (text.trim() === '')
            return;
        const json = parseJsonBounded(text, limits.maxDepth);
        if (!json.ok) {
            const last = i === lines.length - 1 && !endsWithNewline;
            problems.push({
                task: null,
                message: last
                    ? `line ${line}: truncated last line (not valid JSON, no newline at the end); the rest of the log was read`
                    : `line ${line}: ${json.message}; the other lines were read`,
            });
            return;
        }
        const event = toEvent(json.value, line);
        if (typeof event === 'string')
            problems.push({ task: null, message: `line ${line}: ${event}` });
        else if (event)
            events.push(event);
    });
    // Sequence order (line order among equals); exact repeats are dropped, conflicting ones are errors.
    events.sort((a, b) => (a.sequence < b.sequence ? -1 : a.sequence > b.sequence ? 1 : a.line - b.line));
    const seen = new Map();
    let duplicates = 0;
    const ordered = [];
    for (const e of events) {
        if (e.hasSequence) {
            const key = `${e.runId}\u0000${e.sequence}`;
            const first = seen.get(key);
            if (first) {
                if (first.canonical === e.canonical)
                    duplicates++;
                else
                    problems.push({ task: null, message: `line ${e.line}: sequence ${e.sequence} of run ${JSON.stringify(e.runId)} repeats line ${first.line} with different content` });
                continue;
            }
            seen.set(key, e);
        }
        ordered.push(e);
    }
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
            problems.push({ task: null, message: `line ${e.line}: ${e.kind} event without a taskId, and no task has started` });
            continue;
        }
        const state = tasks.get(task) ?? { turns: [], completed: null };
        tasks.set(task, state);
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
/** One parsed line -> an event we grade on, null for an event of another kind, or a problem. */
function toEvent(value, line) {
    if (!isObject(value))
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
    if (kind === null || !KNOWN_EVENTS.has(kind))
        return null;
    if (!isObject(payload))
        return `${kind}: the event's payload must be an object`;
    return { line, sequence, hasSequence: seq !== undefined && seq !== null, runId, kind, payload: snakeKeys(payload), canonical: JSON.stringify([kind, sortedKeys(payload)]) };
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
    if (!isObject(x))
        return x;
    return Object.fromEntries(Object.keys(x).sort().map((k) => [k, sortedKeys(x[k])]));
}
function isObject(x) {
    return typeof x === 'object' && x !== null && !Array.isArray(x);
}

;// CONCATENATED MODULE: ./src/core/kinds/output/suite.ts
/**
 * Output suites (DESIGN 4.3) behind the common suite interface: find the trial's record files
 * (per-task JSON records and JSONL event logs), identify each task by its `task_id` in the
 * benchmark's tasks file, and grade what the agent actually produced against the tasks file's
 * expectations. Nothing is executed; nothing a record says is used as a path or a pattern.
 *
 * Errors (never failures): unreadable or malformed records, lines of a log that are not JSON,
 * an unknown task, a task with records in two files, a benchmark regex that runs out of time.
 * A log with a bad line still has its other lines graded: those verdicts are shown, and the
 * error on the record makes the trial invalid, so no headline metric is published from it.
 */









function outputScorer(suite, benchmarkRoot) {
    let tasks = null;
    return {
        scoreTrial: async (input) => {
            tasks ??= loadOutputTasks(benchmarkRoot, suite.tasks, external_node_path_default().join(benchmarkRoot, MANIFEST_FILE), `suite ${suite.name}.tasks`);
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
    const walk = await findFiles(input.trialDir, globToRegExp(suite.records), input.submissionRoot);
    for (const p of walk.problems)
        errors.push({ task: null, record: p.rel, stage: 'discovery', message: p.message });
    for (const file of walk.files) {
        await yieldToEventLoop();
        const read = readRecordFile(file.abs, file.rel, file.size, limits);
        input.onVerdict();
        for (const p of read.problems)
            errors.push({ task: p.task !== null && input.allTasks.has(p.task) ? p.task : null, record: file.rel, stage: 'record', message: p.message });
        for (const record of read.records) {
            if (!input.allTasks.has(record.task)) {
                errors.push({ task: null, record: file.rel, stage: 'identity', message: `Task ${JSON.stringify(record.task.slice(0, 200))} is not in the selected suite` });
                continue;
            }
            if (!selected.has(record.task))
                continue;
            const list = byTask.get(record.task) ?? [];
            list.push({ rel: file.rel, record });
            byTask.set(record.task, list);
        }
    }
    const verdicts = [];
    for (const [task, list] of byTask) {
        if (list.length > 1) {
            const records = list.map((f) => f.rel).join(', ');
            for (const f of list)
                errors.push({ task, record: f.rel, stage: 'record', message: `Duplicate record for ${task}; score one trial at a time` });
            verdicts.push({ task, record: null, status: 'error', success: null, message: null, checkpoints: null, error: `Duplicate record for ${task} (${records})`, details: {} });
            continue;
        }
        const { rel, record } = list[0];
        const grade = gradeRecord(tasks.get(task), record, { regexTimeoutMs: suite.limits.regex_timeout_ms, jsonDepth: suite.limits.json_depth });
        const details = { graded_on: grade.graded_on, output_source: grade.output_source, output_chars: grade.output_chars };
        if (grade.status === 'error') {
            errors.push({ task, record: rel, stage: 'verifier', message: grade.message });
            verdicts.push({ task, record: rel, status: 'error', success: null, message: null, checkpoints: null, error: grade.message, details });
        }
        else {
            verdicts.push({ task, record: rel, status: grade.status, success: grade.status === 'success', message: grade.message, checkpoints: null, error: null, details });
        }
    }
    verdicts.sort((a, b) => (a.task < b.task ? -1 : a.task > b.task ? 1 : 0));
    return {
        verdicts,
        errors,
        pending: [],
        metrics: (status) => successRate(verdicts, input.catalog.length, status),
    };
}

;// CONCATENATED MODULE: ./src/core/kinds/table/normalize.ts
/**
 * Cell normalisation per column type, with PrepBench's exact rules (DESIGN 4.2). Cells are the
 * raw strings of the CSV; the result `null` means "empty".
 */

const COLUMN_TYPES = ['number', 'text_exact', 'text_norm', 'date', 'datetime', 'boolean'];
/** A boolean cell that is neither a true nor a false token (PrepBench raises ValueError). */
class InvalidBooleanError extends Error {
    raw;
    constructor(raw) {
        super(`Unrecognized boolean value: ${pyStrRepr(raw)}`);
        this.raw = raw;
        this.name = 'InvalidBooleanError';
    }
}
const EMPTY_TOKENS = new Set(['', 'none', 'nan', 'null', 'n/a', 'na']);
const DATE_EMPTY_TOKENS = new Set(['', 'na', 'n/a', 'null']);
/** The shared empty-token test: strip, lower-case, one of `"", none, nan, null, n/a, na`. */
function isEmptyToken(raw) {
    const s = pyStrip(raw);
    return s.length <= 4 && EMPTY_TOKENS.has(pyLower(s));
}
const NUMBER_NOISE = new RegExp(`[,$%]${PY_WS}*`, 'g');
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
    const cleaned = pyLower(pyStrip(raw)).replace(NUMBER_NOISE, '');
    return parsePythonFloat(cleaned);
}
/** Strip, then remove one pair of matching surrounding quotes (`"…"` or `'…'`). */
function removeSurroundingQuotes(s) {
    const t = pyStrip(s);
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
        if (a !== 0x22 && a !== 0x27 && !isPyWhitespaceCode(a) && !isPyWhitespaceCode(raw.charCodeAt(n - 1)))
            return raw;
    }
    const s = removeSurroundingQuotes(raw);
    return isEmptyToken(s) ? null : s;
}
const INNER_WS = new RegExp(`${PY_WS}+`, 'g');
/** Collapse runs of Python whitespace to one space (a string with none to collapse is returned as is). */
function collapseWhitespace(s) {
    const n = s.length;
    for (let i = 0; i < n; i += 1) {
        const c = s.charCodeAt(i);
        if (c > 0x20 && c < 0x7f)
            continue;
        if (isPyWhitespaceCode(c) && (c !== 0x20 || (i + 1 < n && isPyWhitespaceCode(s.charCodeAt(i + 1))))) {
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
    return collapseWhitespace(pyLower(pyStrip(s)));
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
            source += `${PY_WS}+`; // strptime turns whitespace in the format into \s+
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
        const value = parseDecimalDigits(pyStrip(m[i + 1] ?? ''));
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
    return chars.length === 3 && chars.every((c) => decimalDigitValue(c) !== null);
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
function formatDate(p) {
    return `${pad(p.year, 4)}-${pad(p.month, 2)}-${pad(p.day, 2)}`;
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
 * strptime reading (the other formats cannot match), so the result is the ISO date when that
 * reading is a valid date and the text itself when not. `undefined`: not one of these shapes.
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
    return c4 === 0x2d ? s : formatDate({ year, month, day, hour: 0, minute: 0, second: 0 });
}
/** date: `%Y-%m-%d`, `%Y/%m/%d`, `%d/%m/%Y` → `YYYY-MM-DD`, else the stripped text; empty is `"", na, n/a, null`. */
function normalizeDate(raw) {
    const s = pyStrip(raw);
    const fast = fastDate(s);
    if (fast !== undefined)
        return fast;
    if (DATE_EMPTY_TOKENS.has(pyLower(s)))
        return null;
    const parsed = parseAny(s, DATE_FORMATS);
    return parsed ? formatDate(parsed) : s;
}
/** datetime: four formats → `YYYY-MM-DD HH:MM:SS`, else the stripped text; same empty set as date. */
function normalizeDatetime(raw) {
    const s = pyStrip(raw);
    if (DATE_EMPTY_TOKENS.has(pyLower(s)))
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
        const s = pyLower(pyStrip(raw));
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
/** The normaliser of a column type (see normalizeCell). */
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
/** Normalise one cell for its column type. Throws InvalidBooleanError for a bad boolean. */
function normalizeCell(raw, type) {
    switch (type) {
        case 'number':
            return normalizeNumber(raw);
        case 'text_exact':
            return normalizeTextExact(raw);
        case 'text_norm':
            return normalizeTextNorm(raw);
        case 'date':
            return normalizeDate(raw);
        case 'datetime':
            return normalizeDatetime(raw);
        case 'boolean':
            return normalizeBoolean(raw);
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
/** Whether two normalised cells of one column type are equal (numbers with tolerance). */
function cellsEqual(a, b, type, tolerance) {
    if (type === 'number')
        return numbersClose(a, b, tolerance);
    return a === b;
}

;// CONCATENATED MODULE: external "node:buffer"
const external_node_buffer_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");
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
 *   few degenerate files (e.g. only a BOM, or `""` lines) that are unreadable here.
 *
 * Storage: the comparison engine reads a file column-wise (`readCsvColumns`): the decoded text is
 * kept as one string and the selected columns as start/end offsets into it (one Int32Array for
 * the table, see CellColumn), so a million-row table costs 8 bytes per kept cell instead of a
 * string object per cell and an array per row; columns nobody asked for are scanned (their field
 * counts still matter) but not stored. A cell becomes a string only when it is needed as one.
 * `parseCsvText`/`readCsvFile` give the row-wise table for other callers and tests.
 */


/** Where a cell's start is in `col.offsets` (its end follows). */
function cellIndex(col, row) {
    return 2 * (row * col.stride + col.slot);
}
/** The raw string of one cell. */
function cellAt(col, row) {
    const k = 2 * (row * col.stride + col.slot);
    const s = col.offsets[k];
    return s < 0 ? col.extras[-1 - s] : col.text.slice(s, col.offsets[k + 1]);
}
/** Whether two cells hold the same raw string, without building either. */
function sameRawCell(a, ra, b, rb) {
    const ka = 2 * (ra * a.stride + a.slot);
    const kb = 2 * (rb * b.stride + b.slot);
    const oa = a.offsets;
    const ob = b.offsets;
    const sa = oa[ka];
    const sb = ob[kb];
    if (sa < 0 || sb < 0)
        return cellAt(a, ra) === cellAt(b, rb);
    const len = oa[ka + 1] - sa;
    if (len !== ob[kb + 1] - sb)
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
    if ((0,external_node_buffer_namespaceObject.isAscii)(buf))
        return { text: buf.toString('latin1'), encoding: 'utf-8' };
    if ((0,external_node_buffer_namespaceObject.isUtf8)(buf)) {
        const bom = buf.length >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf ? 3 : 0;
        return { text: buf.toString('utf8', bom), encoding: 'utf-8' };
    }
    return { text: buf.toString('latin1'), encoding: 'latin-1' };
}
const read_csv_COMMA = 0x2c;
const read_csv_QUOTE = 0x22;
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
    n;
    raw;
    records = [];
    /** Fields of the record being read, when they are collected as strings (raw mode, or the header). */
    collect = [];
    columns = [];
    width = 0;
    /** Per header position, its slot among the kept columns (−1: not kept). */
    slotOf = new Int32Array(0);
    /** How many columns are kept. */
    kept = 0;
    /** Cell offsets of the kept columns, row by row (see CellColumn). */
    offsets = new Int32Array(0);
    extras = [];
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
    // The current field: the range [fs, fe) of the text, or `acc` once it is not one slice.
    fs = -1;
    fe = -1;
    acc = null;
    state = START_RECORD;
    quoteLine = 0;
    // Next positions of a \n, a \r and a comma at or after the last look (−1: not looked yet).
    nextLf = -1;
    nextCr = -1;
    nextComma = -1;
    constructor(text, select) {
        this.text = text;
        this.select = select;
        this.n = text.length;
        this.raw = select === undefined;
    }
    run(from) {
        const n = this.n;
        let i = from;
        while (i < n) {
            if (this.collect === null) {
                i = this.lines(i);
                if (i >= n)
                    break;
            }
            i = this.record(i);
        }
        this.finish();
    }
    append(a, b) {
        if (a === b)
            return;
        if (this.acc !== null)
            this.acc += this.text.slice(a, b);
        else if (this.fs < 0) {
            this.fs = a;
            this.fe = b;
        }
        else if (this.fe === a)
            this.fe = b;
        else
            this.acc = this.text.slice(this.fs, this.fe) + this.text.slice(a, b);
    }
    endField() {
        if (this.collect !== null) {
            this.collect.push(this.acc !== null ? this.acc : this.fs < 0 ? '' : this.text.slice(this.fs, this.fe));
        }
        else if (this.fieldNo < this.width) {
            const slot = this.slotOf[this.fieldNo];
            if (slot >= 0) {
                const k = 2 * (this.rowNo * this.kept + slot);
                if (this.acc !== null) {
                    this.extras.push(this.acc);
                    this.offsets[k] = -this.extras.length;
                }
                else if (this.fs >= 0) {
                    this.offsets[k] = this.fs;
                    this.offsets[k + 1] = this.fe;
                }
            }
        }
        this.fieldNo += 1;
        this.fs = -1;
        this.acc = null;
    }
    endLine() {
        if (this.raw) {
            this.records.push(this.collect);
            this.collect = [];
        }
        else if (this.recordCount === 0) {
            this.columns = dedupeNames(this.collect.map((name, i) => (name === '' ? `Unnamed: ${i}` : name)));
            this.width = this.columns.length;
            this.collect = null;
            const keep = this.select(this.columns);
            this.slotOf = new Int32Array(this.width);
            let kept = 0;
            for (let i = 0; i < this.width; i += 1)
                this.slotOf[i] = keep === true || keep[i] === true ? kept++ : -1;
            this.kept = kept;
            // Room for every line, up to a bound: blank lines count as lines, and the offsets grow anyway.
            this.capacity = kept === 0 ? 0 : Math.max(16, countLines(this.text, INITIAL_ROWS_BOUND));
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
        if (this.rowNo >= this.capacity && this.kept > 0) {
            this.capacity *= 2;
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
        const slotOf = this.slotOf;
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
                if (p < contentEnd && text.charCodeAt(p) === read_csv_QUOTE) {
                    const q = text.indexOf('"', p + 1);
                    if (q < 0 || q >= contentEnd || (q + 1 < contentEnd && text.charCodeAt(q + 1) !== read_csv_COMMA)) {
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
                    if (c === LF || c === read_csv_COMMA)
                        i += 1;
                    continue;
                case EAT_CRNL:
                    this.endLine();
                    state = START_RECORD;
                    if (c === LF)
                        i += 1;
                    continue;
                case START_FIELD:
                    if (c === LF) {
                        this.endField();
                        this.endLine();
                        state = START_RECORD;
                    }
                    else if (c === CR) {
                        this.endField();
                        state = EAT_CRNL;
                    }
                    else if (c === read_csv_QUOTE) {
                        state = IN_QUOTED_FIELD;
                        this.quoteLine = this.recordCount;
                    }
                    else if (c === read_csv_COMMA) {
                        this.endField();
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
                        if (d === read_csv_COMMA || d === LF || d === CR)
                            break;
                        j += 1;
                    }
                    this.append(i, j);
                    if (j >= n) {
                        i = j;
                        continue;
                    }
                    this.endField();
                    if (d === read_csv_COMMA)
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
                    if (c === read_csv_QUOTE) {
                        this.append(i, i + 1); // a doubled quote is one quote
                        state = IN_QUOTED_FIELD;
                    }
                    else if (c === read_csv_COMMA) {
                        this.endField();
                        state = START_FIELD;
                    }
                    else if (c === LF) {
                        this.endField();
                        this.endLine();
                        state = START_RECORD;
                    }
                    else if (c === CR) {
                        this.endField();
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
                this.endField();
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
function scan(text, from, select) {
    const s = new Scanner(text, select);
    s.run(from);
    if (s.quoteError !== null)
        return { ok: false, reason: s.quoteError };
    if (select === undefined)
        return { ok: true, records: s.records };
    if (s.recordCount === 0)
        return { ok: false, reason: 'no columns to parse (empty file)' };
    if (s.tooLong !== null)
        return { ok: false, reason: s.tooLong };
    return { ok: true, columns: s.columns, rowCount: s.rowNo, slotOf: s.slotOf, kept: s.kept, offsets: s.offsets, extras: s.extras };
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
function scanColumns(text, from, encoding, select) {
    const r = scan(text, from, select);
    if (!r.ok)
        return r;
    if ('records' in r)
        return { ok: false, reason: 'internal: unexpected record list' };
    const { columns, rowCount, slotOf, kept, extras } = r;
    // Trim the spare capacity only when it is large (a copy costs as much as it saves).
    const used = 2 * kept * rowCount;
    const offsets = r.offsets.length > used * 2 + 4096 ? r.offsets.slice(0, used) : r.offsets;
    const cells = columns.map((_, i) => {
        const slot = slotOf[i];
        return slot < 0 ? undefined : { text, offsets, stride: kept, slot, extras };
    });
    return { ok: true, table: { columns, rowCount, cells, encoding } };
}
/** Parse CSV text column-wise, keeping the columns `select` picks. */
function parseCsvColumns(text, encoding, select) {
    return scanColumns(text, 0, encoding, select);
}
const ALL = () => true;
function toRows(t) {
    const rows = new Array(t.rowCount);
    const cols = t.cells;
    for (let r = 0; r < t.rowCount; r += 1) {
        const row = new Array(cols.length);
        for (let c = 0; c < cols.length; c += 1)
            row[c] = cellAt(cols[c], r);
        rows[r] = row;
    }
    return { columns: t.columns, rows, encoding: t.encoding };
}
/** Parse CSV text into a table, or explain why it is not readable. */
function parseCsvText(text, encoding) {
    const r = scanColumns(text, 0, encoding, ALL);
    return r.ok ? { ok: true, table: toRows(r.table) } : r;
}
/** Parse CSV bytes (UTF-8, else Latin-1). */
function parseCsvBytes(bytes) {
    const r = parseCsvBytesColumns(bytes, ALL);
    return r.ok ? { ok: true, table: toRows(r.table) } : r;
}
/** Parse CSV bytes (UTF-8, else Latin-1) column-wise. */
function parseCsvBytesColumns(bytes, select) {
    const { text, encoding } = decodeCsvBytes(bytes);
    return scanColumns(text, 0, encoding, select);
}
/** Read a CSV file within a size bound; with `noFollow`, a symbolic link is refused. */
function readCsvFile(filePath, options) {
    const r = readCsvColumns(filePath, options, ALL);
    return r.ok ? { ok: true, table: toRows(r.table) } : r;
}
/** Read and decode an open file; its bytes are garbage once this returns (the cells refer to the text only). */
function readText(fd, size) {
    const buf = Buffer.allocUnsafe(size);
    let off = 0;
    while (off < size) {
        const got = (0,external_node_fs_namespaceObject.readSync)(fd, buf, off, size - off, off);
        if (got === 0)
            break;
        off += got;
    }
    return decodeCsvBytes(buf.subarray(0, off));
}
/** Read a CSV file column-wise, keeping the columns `select` picks (see readCsvFile). */
function readCsvColumns(filePath, options, select) {
    let fd;
    try {
        fd = (0,external_node_fs_namespaceObject.openSync)(filePath, external_node_fs_namespaceObject.constants.O_RDONLY | (options.noFollow ? external_node_fs_namespaceObject.constants.O_NOFOLLOW : 0));
    }
    catch (e) {
        const code = e.code;
        if (code === 'ELOOP')
            return { ok: false, reason: 'is a symbolic link, which is not followed' };
        return { ok: false, reason: `cannot open (${code ?? String(e)})` };
    }
    try {
        const st = (0,external_node_fs_namespaceObject.fstatSync)(fd);
        if (!st.isFile())
            return { ok: false, reason: 'not a regular file' };
        if (st.size > options.maxBytes) {
            return { ok: false, reason: `${st.size} bytes exceeds the ${options.maxBytes}-byte limit` };
        }
        const { text, encoding } = readText(fd, st.size);
        return scanColumns(text, 0, encoding, select);
    }
    catch (e) {
        return { ok: false, reason: `cannot read (${e.code ?? String(e)})` };
    }
    finally {
        (0,external_node_fs_namespaceObject.closeSync)(fd);
    }
}

;// CONCATENATED MODULE: ./src/core/kinds/table/align.ts
/**
 * Row alignment by key, with PrepBench's semantics (DESIGN 4.2) in O(n log n):
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
        this.normalize = normalizerFor(type);
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
                let v = s >= 0 ? fastPlainDecimal(text, s, offsets[k + 1]) : undefined;
                if (v === undefined)
                    v = normalizeNumber(cellAt(cells, r));
                if (v === null)
                    empty[r] = 1;
                else
                    values[r] = v;
            }
        }
        else {
            for (let r = 0; r < limit; r += 1) {
                const raw = cellOf?.(r);
                const v = raw === undefined ? null : normalizeNumber(raw);
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
        const ref = refPart !== undefined && refCells !== undefined && reference.keys.size >= limit ? { part: refPart, cells: refCells } : undefined;
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
        return { kind: 'duplicate', row: duplicate, firstRow: lookup(keys, keys, duplicate), key: keyTupleAt(keys, duplicate) };
    if (invalidColumn >= 0) {
        const src = sources[invalidColumn];
        const raw = 'cells' in src ? (src.cells === undefined ? '' : cellAt(src.cells, limit)) : (src.cell(limit) ?? '');
        return { kind: 'invalid', row: limit, column: src.name, type: src.type, raw, message: invalidError.message };
    }
    return { kind: 'ok', keys: keepIndex ? keys : { size: rowCount, parts, hashes, unmatchable } };
}
/**
 * Normalise every row's key and check uniqueness, as a list of keyed rows. Stops at the first
 * invalid key cell or the first duplicate, in row order, as PrepBench does.
 */
function buildKeyIndex(rowCount, keyColumns) {
    const built = buildKeyTable(rowCount, keyColumns);
    if (built.kind !== 'ok')
        return built;
    const { keys } = built;
    const rows = [];
    for (let row = 0; row < keys.size; row += 1)
        rows.push({ row, key: keyTupleAt(keys, row) });
    return { kind: 'ok', rows };
}
/** The key table of a list of keyed rows (entry `e` is `rows[e]`), with the given coders. */
function keyTableOf(rows, types, coders) {
    const n = rows.length;
    const parts = types.map((t, p) => (t === 'number' ? KeyPart.numbers(n) : KeyPart.coded(n, coders[p] ?? new KeyCoder(t))));
    rows.forEach((r, e) => {
        parts.forEach((part, p) => {
            const v = r.key[p] ?? null;
            if (part.isNumber) {
                if (v === null)
                    part.empty[e] = 1;
                else
                    part.values[e] = typeof v === 'number' ? v : Number.NaN;
            }
            else
                part.codes[e] = part.coder.codeOf(v);
        });
    });
    const hashes = new Int32Array(n);
    const unmatchable = new Uint8Array(n);
    hashRows(n, parts, hashes, unmatchable);
    return { size: n, parts, hashes, unmatchable };
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
            if (!numbersClose(a.values[g], b.values[e], tolerance))
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
/**
 * Align GT rows to candidate rows given as keyed rows (both already unique by key).
 * `sampleLimit` bounds how many candidates a "multiple matches" result lists.
 */
function alignKeys(gt, cand, types, tolerance, sampleLimit = 3) {
    const coders = types.map((t) => (t === 'number' ? undefined : new KeyCoder(t)));
    const r = alignKeyTables(keyTableOf(gt, types, coders), keyTableOf(cand, types, coders), tolerance, sampleLimit);
    const rowOf = (e) => cand[e]?.row ?? -1;
    switch (r.kind) {
        case 'ok':
            return { kind: 'ok', pairs: gt.map((g, i) => [g.row, rowOf(r.candOf[i])]) };
        case 'missing_key':
            return { kind: 'missing_key', gtRow: gt[r.gtRow]?.row ?? -1, key: gt[r.gtRow]?.key ?? [] };
        case 'multiple_matches':
            return {
                kind: 'multiple_matches',
                gtRow: gt[r.gtRow]?.row ?? -1,
                key: gt[r.gtRow]?.key ?? [],
                candidateRows: r.candidateRows.map(rowOf).sort((a, b) => a - b),
            };
        case 'extra_keys': {
            const leftovers = r.candRows.map((e) => cand[e]).sort((a, b) => a.row - b.row);
            return { kind: 'extra_keys', candRows: leftovers.map((l) => l.row), key: leftovers[0]?.key ?? [] };
        }
    }
}

;// CONCATENATED MODULE: ./src/core/kinds/table/config.ts
/**
 * The ground-truth case config, `case_xxx/config.json`:
 * `{"files": {"output_01.csv": {"key": [...], "columns": {col: type}, "ignore_order"?: any}}}`.
 * Strict: an unknown key or type is an error naming the file, the path inside it and what was expected.
 */



const columnName = schemas_string().refine((s) => s.trim() !== '', { message: 'a non-empty column name' });
const fileSpecSchema = strictObject({
    key: array(columnName).min(1),
    columns: record(columnName, schemas_enum(COLUMN_TYPES)),
    /** Accepted for compatibility and ignored, as PrepBench's current evaluator does. */
    ignore_order: unknown().optional(),
})
    .superRefine((spec, ctx) => {
    spec.key.forEach((k, i) => {
        if (!Object.hasOwn(spec.columns, k)) {
            ctx.addIssue({ code: 'custom', path: ['key', i], message: `key column ${JSON.stringify(k)} to be listed in "columns"` });
        }
    });
});
const caseConfigSchema = strictObject({ files: record(schemas_string(), fileSpecSchema) });
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
function config_describe(value) {
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
    const got = config_describe(valueAt(root, issue.path));
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
        const st = (0,external_node_fs_namespaceObject.statSync)(configPath);
        if (!st.isFile())
            return { ok: false, error: `${configPath}: not a regular file` };
        if (st.size > maxBytes)
            return { ok: false, error: `${configPath}: ${st.size} bytes exceeds the ${maxBytes}-byte limit` };
        text = (0,external_node_fs_namespaceObject.readFileSync)(configPath, 'utf8');
    }
    catch (e) {
        const code = e.code;
        return { ok: false, error: code === 'ENOENT' ? `${configPath}: config file not found` : `${configPath}: cannot read (${code ?? String(e)})` };
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
/** Look up a column's type in a file spec. */
function columnType(spec, name) {
    return spec.columns.find((c) => c.name === name)?.type;
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

;// CONCATENATED MODULE: ./src/core/kinds/table/compare.ts
/**
 * Compare one candidate `result/` directory with one ground-truth case directory, with the verdict
 * and error type of PrepBench's evaluator (DESIGN 4.2), stopping at the first error.
 *
 * Order of checks:
 *  1. GT_NOT_FOUND     the GT case directory does not exist
 *  2. NOT_FOUND        no result directory, or no `output_*.csv` entry in it
 *     READ_ERROR       the result directory is a symbolic link, or cannot be listed
 *  3. CONFIG_ERROR     `config.json` is missing or invalid
 *  4. READ_ERROR       a `*.csv` entry of `result/` is a symbolic link (never followed)
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
    return diagnostics ? { correct: false, error_type, error_message, diagnostics } : { correct: false, error_type, error_message };
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
const sortNames = (names) => names.sort(compareCodePoints);
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
    let gtIsDir = false;
    try {
        gtIsDir = (0,external_node_fs_namespaceObject.statSync)(gtCaseDir).isDirectory();
    }
    catch {
        gtIsDir = false;
    }
    if (!gtIsDir)
        return compare_fail('GT_NOT_FOUND', `GT case directory not found: ${gtCaseDir}`, { path: gtCaseDir });
    // 2. candidate result directory (untrusted: never follow a symlink)
    const notFound = () => compare_fail('NOT_FOUND', `No candidate output_*.csv files found under ${candDir}.`, { path: candDir });
    let candEntries;
    try {
        const st = (0,external_node_fs_namespaceObject.lstatSync)(candDir);
        if (st.isSymbolicLink()) {
            return compare_fail('READ_ERROR', `Result directory ${candDir} is a symbolic link; symlinks in a submission are not followed`, {
                path: candDir,
            });
        }
        if (!st.isDirectory())
            return notFound();
        candEntries = (0,external_node_fs_namespaceObject.readdirSync)(candDir);
    }
    catch (e) {
        const code = errnoCode(e);
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return notFound();
        return compare_fail('READ_ERROR', `Cannot list result directory ${candDir} (${code})`, { path: candDir });
    }
    if (!candEntries.some((n) => OUTPUT_GLOB.test(n)))
        return notFound();
    // 3. config
    const configPath = external_node_path_default().join(gtCaseDir, 'config.json');
    const loaded = loadCaseConfig(configPath);
    if (!loaded.ok)
        return compare_fail('CONFIG_ERROR', `Invalid config: ${loaded.error}`, { path: configPath });
    const config = loaded.config;
    // 4. CSV listings
    let gtNames;
    try {
        gtNames = sortNames((0,external_node_fs_namespaceObject.readdirSync)(gtCaseDir).filter((n) => {
            if (!hasCsvSuffix(n))
                return false;
            try {
                return (0,external_node_fs_namespaceObject.statSync)(external_node_path_default().join(gtCaseDir, n)).isFile();
            }
            catch {
                return false;
            }
        }));
    }
    catch (e) {
        return compare_fail('READ_ERROR', `Cannot list GT directory ${gtCaseDir} (${errnoCode(e)})`, { path: gtCaseDir, side: 'gold' });
    }
    const candNames = [];
    for (const n of sortNames(candEntries.filter(hasCsvSuffix))) {
        const p = external_node_path_default().join(candDir, n);
        let st;
        try {
            st = (0,external_node_fs_namespaceObject.lstatSync)(p);
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
        if (st.isFile())
            candNames.push(n);
    }
    // 5-6. file counts and names
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
    // 7-14. per file
    for (const name of gtNames) {
        const spec = Object.hasOwn(config.files, name) ? config.files[name] : undefined;
        const verdict = compareFile(name, external_node_path_default().join(gtCaseDir, name), external_node_path_default().join(candDir, name), spec);
        if (verdict)
            return verdict;
    }
    return CORRECT;
    function compareFile(name, gtPath, candPath, spec) {
        // Only the configured columns are kept (the others are still tokenized: their field counts matter).
        const select = selectorFor(spec);
        const gtRead = readCsvColumns(gtPath, { maxBytes: maxFileBytes, noFollow: false }, select);
        // A GT read error is reported whatever the candidate holds: no need to read it.
        const candRead = gtRead.ok ? readCsvColumns(candPath, { maxBytes: maxFileBytes, noFollow: true }, select) : undefined;
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
            return compare_fail('CONFIG_ERROR', `No config found for file: ${name}`, { file: name, path: configPath });
        return compareColumnar(name, gtRead.table, candRead.table, spec, tolerance, sampleLimit);
    }
}
const compare_NONE = (columns) => columns.map(() => false);
/** Keep the configured columns (keys included) of a file. */
function selectorFor(spec) {
    if (!spec)
        return compare_NONE;
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
/** A row-wise table as a columnar one (each cell an `extras` entry). */
function columnarOf(table) {
    const n = table.rows.length;
    const cells = table.columns.map((_, c) => {
        const offsets = new Int32Array(2 * n);
        const extras = new Array(n);
        for (let r = 0; r < n; r += 1) {
            offsets[2 * r] = -1 - r;
            extras[r] = table.rows[r]?.[c] ?? '';
        }
        return { text: '', offsets, stride: 1, slot: 0, extras };
    });
    return { columns: table.columns, rowCount: n, cells, encoding: table.encoding };
}
/** Compare two parsed tables under one file's config (steps 9-14). Exported for unit tests. */
function compareTables(file, gt, cand, spec, tolerance, sampleLimit = 5) {
    return compareColumnar(file, columnarOf(gt), columnarOf(cand), spec, tolerance, sampleLimit);
}
/** Steps 9-14 on column-wise tables. */
function compareColumnar(file, gt, cand, spec, tolerance, sampleLimit) {
    const gtCols = columnIndex(gt.columns);
    const candCols = columnIndex(cand.columns);
    // 9. configured columns must be in the candidate header (exact names)
    const missingColumns = sortNames(spec.columns.map((c) => c.name).filter((c) => !candCols.has(c)));
    if (missingColumns.length > 0) {
        return compare_fail('MISSING_COLUMNS', `File ${file} is missing columns: ${pyStrListRepr(missingColumns)}`, {
            file,
            missing_columns: missingColumns,
        });
    }
    // 10. row counts
    if (gt.rowCount !== cand.rowCount) {
        return compare_fail('ROW_COUNT_MISMATCH', `File ${file}: gold=${gt.rowCount}, cand=${cand.rowCount}`, {
            file,
            gold_rows: gt.rowCount,
            cand_rows: cand.rowCount,
        });
    }
    /** A column's cells; `undefined` when the table lacks it (a selected column always has cells). */
    const cellsOf = (table, cols, name) => {
        const at = cols.get(name);
        return at === undefined ? undefined : table.cells[at];
    };
    const typeOf = new Map(spec.columns.map((c) => [c.name, c.type]));
    const keyTypes = spec.key.map((k) => typeOf.get(k) ?? 'text_exact');
    // One dictionary per non-number key column, shared by both sides (see align.ts).
    const coders = keyTypes.map((t) => (t === 'number' ? undefined : new KeyCoder(t)));
    const keySources = (table, cols) => spec.key.map((k, i) => ({ name: k, type: keyTypes[i] ?? 'text_exact', cells: cellsOf(table, cols, k) }));
    const rawKey = (table, cols, row) => {
        const out = {};
        for (const k of spec.key) {
            const col = cellsOf(table, cols, k);
            out[k] = col === undefined ? null : cellAt(col, row);
        }
        return out;
    };
    // 11-12. key normalisation and uniqueness
    const gtSources = keySources(gt, gtCols);
    const gtIndex = buildKeyTable(gt.rowCount, gtSources, coders, false);
    if (gtIndex.kind === 'invalid') {
        return compare_fail('KEY_MISMATCH', `Invalid key value in gold for file ${file}: ${invalidKeyDetail(gtIndex)}`, {
            file,
            side: 'gold',
            reason: 'invalid_key_value',
            row: gtIndex.row,
            column: gtIndex.column,
            value: gtIndex.raw,
        });
    }
    // Candidate rows whose raw key cells are the GT row's (rows in the same order) reuse its codes.
    const reference = gtIndex.kind === 'ok' ? { keys: gtIndex.keys, sources: gtSources } : undefined;
    const candIndex = buildKeyTable(cand.rowCount, keySources(cand, candCols), coders, true, reference);
    if (candIndex.kind === 'invalid') {
        return compare_fail('KEY_MISMATCH', `Invalid key value in candidate for file ${file}: ${invalidKeyDetail(candIndex)}`, {
            file,
            side: 'candidate',
            reason: 'invalid_key_value',
            row: candIndex.row,
            column: candIndex.column,
            value: candIndex.raw,
        });
    }
    for (const [side, index, table, cols] of [
        ['GT', gtIndex, gt, gtCols],
        ['CAND', candIndex, cand, candCols],
    ]) {
        if (index.kind === 'duplicate') {
            return compare_fail('NON_UNIQUE_KEY', `Duplicate keys in ${side} for file ${file}: ${pyTupleRepr(index.key)}`, {
                file,
                side: side === 'GT' ? 'gold' : 'candidate',
                row: index.row,
                duplicate_of_row: index.firstRow,
                key: rawKey(table, cols, index.row),
            });
        }
    }
    if (gtIndex.kind !== 'ok' || candIndex.kind !== 'ok')
        return undefined; // unreachable
    const gtKeys = gtIndex.keys;
    const candKeys = candIndex.keys;
    // 13. alignment
    const aligned = alignKeyTables(gtKeys, candKeys, tolerance, 3);
    if (aligned.kind === 'missing_key') {
        return compare_fail('KEY_MISMATCH', `Missing key in candidate for file ${file}: ${pyTupleRepr(keyTupleAt(gtKeys, aligned.gtRow))}`, {
            file,
            reason: 'missing_key',
            row: aligned.gtRow,
            key: rawKey(gt, gtCols, aligned.gtRow),
        });
    }
    if (aligned.kind === 'multiple_matches') {
        return compare_fail('KEY_MISMATCH', `Multiple candidate matches for key in ${file}: ${pyTupleRepr(keyTupleAt(gtKeys, aligned.gtRow))}`, {
            file,
            reason: 'multiple_matches',
            row: aligned.gtRow,
            key: rawKey(gt, gtCols, aligned.gtRow),
            candidate_rows: aligned.candidateRows,
        });
    }
    if (aligned.kind === 'extra_keys') {
        const first = aligned.candRows[0] ?? 0;
        return compare_fail('KEY_MISMATCH', `Extra keys in candidate for file ${file}: ${pyTupleRepr(keyTupleAt(candKeys, first))}`, {
            file,
            reason: 'extra_keys',
            row: first,
            key: rawKey(cand, candCols, first),
            extra_count: aligned.candRows.length,
            candidate_rows: aligned.candRows.slice(0, 3),
        });
    }
    const candOf = aligned.candOf;
    // 14. values: GT rows in order, non-key columns in config order. Each column is scanned on its
    // own (a tight loop per type), stopping at its `sampleLimit`-th mismatch or an invalid boolean;
    // merging the columns' findings in row-major order gives exactly the row-by-row verdict. The
    // columns take turns by blocks of rows, so that the candidate rows a block reaches (in any
    // order) are still in the cache for the next column.
    const keySet = new Set(spec.key);
    const valueColumns = spec.columns.filter((c) => !keySet.has(c.name));
    const gtCells = valueColumns.map((c) => cellsOf(gt, gtCols, c.name));
    // A GT column missing stops the comparison in the first row: only that row matters then.
    const rows = gtCells.includes(undefined) ? Math.min(1, gt.rowCount) : gt.rowCount;
    const scans = valueColumns.map((col, v) => {
        const gCol = gtCells[v];
        if (gCol === undefined)
            return undefined;
        // The candidate has every configured column (step 9); an absent one would read as "".
        const cCol = cellsOf(cand, candCols, col.name) ?? { text: '', offsets: new Int32Array(2 * cand.rowCount), stride: 1, slot: 0, extras: [] };
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
    const mismatches = [];
    const report = () => {
        const first = mismatches[0];
        const key = keyTupleAt(gtKeys, first?.gt_row ?? 0);
        return compare_fail('VALUE_MISMATCH', `Mismatch in ${file}, col ${pyStrRepr(first?.column ?? '')}, key=${pyTupleRepr(key)}`, {
            file,
            column: first?.column,
            key: first?.row_key,
            mismatches,
        });
    };
    for (const ev of events) {
        const col = valueColumns[ev.column];
        if (ev.kind === 'missing') {
            if (mismatches.length > 0)
                return report();
            return compare_fail('ALIGNMENT_ERROR', `Failed to compare data for ${file}: GT has no column ${pyStrRepr(col.name)}`, {
                file,
                column: col.name,
                side: 'gold',
            });
        }
        if (ev.kind === 'invalid') {
            const { error, side, raw, gtRow } = ev.invalid;
            if (!(error instanceof InvalidBooleanError))
                throw error;
            if (mismatches.length > 0)
                return report();
            return compare_fail('ALIGNMENT_ERROR', `Failed to compare data for ${file}: ${error.message}`, {
                file,
                side,
                column: col.name,
                row: side === 'gold' ? gtRow : candOf[gtRow],
                value: raw,
                key: rawKey(gt, gtCols, gtRow),
            });
        }
        const gtRow = ev.row;
        const candRow = candOf[gtRow];
        const cCol = cellsOf(cand, candCols, col.name);
        mismatches.push({
            file,
            row_key: rawKey(gt, gtCols, gtRow),
            gt_row: gtRow,
            cand_row: candRow,
            column: col.name,
            type: col.type,
            expected: cellAt(gtCells[ev.column], gtRow),
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
        scanTexts(normalizerFor(scan.type), scan, candOf, from, to, limit);
}
function scanNumbers(scan, candOf, from, to, tolerance, limit) {
    const { gCol, cCol, mismatchRows } = scan;
    for (let g = from; g < to; g += 1) {
        if (!numbersClose(numberAt(gCol, g), numberAt(cCol, candOf[g]), tolerance)) {
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
            a = normalizeBoolean(expected);
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
            b = normalizeBoolean(actual);
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
    if (s >= 0) {
        const v = fastPlainDecimal(col.text, s, col.offsets[k + 1]);
        if (v !== undefined)
            return v;
    }
    return normalizeNumber(cellAt(col, row));
}
function invalidKeyDetail(i) {
    return `row ${i.row}: column ${pyStrRepr(i.column)} (${i.type}) value ${pyStrRepr(i.raw)}: ${i.message}`;
}

;// CONCATENATED MODULE: ./src/core/kinds/table/suite.ts
/**
 * Table suites (DESIGN 4.2) behind the common suite interface: each ground-truth case is a
 * task, each `case_xxx` directory of a trial is its record, and the comparison engine gives
 * PrepBench's verdict. Problems with the submission's files (unreadable or symlinked CSVs)
 * and with the benchmark's configs are errors, never failures; every other PrepBench error
 * type is a failed case.
 */






/** Error types that say the files could not be judged, as opposed to a wrong answer. */
const NOT_JUDGED = new Set(['READ_ERROR', 'CONFIG_ERROR', 'GT_NOT_FOUND']);
const TABLE_METHOD = 'prepbench_case_accuracy_v1';
function tableScorer(suite) {
    return { scoreTrial: (input) => suite_scoreTrial(suite, input), close: async () => { } };
}
async function suite_scoreTrial(suite, input) {
    const errors = [];
    const gt = new Map(input.catalog.map((t) => [t.key, t.file]));
    const candidates = new Map();
    for (const entry of await (0,promises_namespaceObject.readdir)(input.trialDir, { withFileTypes: true })) {
        const key = normalizeCaseId(entry.name);
        if (!key)
            continue;
        if (entry.isSymbolicLink()) {
            errors.push({ task: key, record: entry.name, stage: 'discovery', message: 'symlinked case directory is not followed' });
        }
        else if (!entry.isDirectory()) {
            continue;
        }
        else if (candidates.has(key)) {
            errors.push({ task: key, record: entry.name, stage: 'record', message: `${candidates.get(key)} and ${entry.name} are the same case ${key}; score one trial at a time` });
        }
        else if (!input.allTasks.has(key)) {
            errors.push({ task: null, record: entry.name, stage: 'identity', message: `Case ${key} is not in the selected suite (GT_NOT_FOUND)` });
        }
        else if (gt.has(key)) {
            candidates.set(key, entry.name);
        }
    }
    const duplicated = new Set(errors.filter((e) => e.stage === 'record').map((e) => e.task));
    const verdicts = [];
    for (const [key, dirName] of [...candidates].sort(([a], [b]) => (a < b ? -1 : 1))) {
        if (duplicated.has(key))
            continue;
        await yieldToEventLoop();
        const gtCaseDir = gt.get(key);
        const result = compareCase({ candidateResultDir: external_node_path_default().join(input.trialDir, dirName, 'result'), gtCaseDir, tolerance: suite.tolerance, maxFileBytes: suite.limits.csv_bytes });
        input.onVerdict();
        const relative = (text) => text.split(`${input.trialDir}${(external_node_path_default()).sep}`).join('').split(`${external_node_path_default().dirname(gtCaseDir)}${(external_node_path_default()).sep}`).join(`${suite.cases}/`);
        const details = {
            error_type: result.error_type,
            prepbench_message: result.error_message,
            candidate_dir: `${dirName}/result`,
            gt_dir: `${suite.cases}/${external_node_path_default().basename(gtCaseDir)}`,
        };
        const message = result.correct ? 'correct' : `${result.error_type}: ${relative(suite_describe(result))}`;
        if (!result.correct && NOT_JUDGED.has(result.error_type ?? '')) {
            errors.push({ task: key, record: dirName, stage: result.error_type === 'CONFIG_ERROR' ? 'verifier' : 'record', message });
            verdicts.push({ task: key, record: dirName, status: 'error', success: null, message: null, checkpoints: null, error: message, details });
            continue;
        }
        verdicts.push({ task: key, record: dirName, status: result.correct ? 'success' : 'failure', success: result.correct, message, checkpoints: null, error: null, details });
    }
    for (const key of duplicated) {
        if (key)
            verdicts.push({ task: key, record: null, status: 'error', success: null, message: null, checkpoints: null, error: `more than one directory for ${key}`, details: {} });
    }
    verdicts.sort((a, b) => (a.task < b.task ? -1 : a.task > b.task ? 1 : 0));
    return {
        verdicts,
        errors,
        pending: [],
        metrics: (status) => {
            const perTask = verdicts.filter((v) => v.status !== 'error').map((v) => (v.success ? 1 : 0));
            return headlineAndObserved('accuracy_percent', TABLE_METHOD, perTask, input.catalog.length, status);
        },
    };
}
const suite_MAX_MESSAGE = 1500;
/** PrepBench's message, then where it went wrong: file, row key, column, expected vs found. */
function suite_describe(result) {
    const parts = [result.error_message ?? ''];
    const d = result.diagnostics;
    if (d?.mismatches?.length) {
        const cells = d.mismatches.slice(0, 3).map((m) => `${m.file} row ${JSON.stringify(m.row_key)} column ${JSON.stringify(m.column)}: expected ${JSON.stringify(m.expected)}, found ${JSON.stringify(m.actual)}`);
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

;// CONCATENATED MODULE: ./src/core/kinds/trajectory/cce.ts
/**
 * Causal Collaboration Effectiveness from saved judge records (DESIGN 4.1): per task |C|/|T|
 * (4 decimals) for a successful task, 0 for a failed one. A successful task whose judge record
 * is missing or failed is pending, never zero.
 */



const CCE_METHOD = 'cce_saved_judge_v1';
const cce_Id = union([schemas_string(), schemas_number()]);
const JudgeRecordSchema = object({
    task_key: schemas_string().min(1),
    judge: object({ model: schemas_string().min(1), endpoint: schemas_string() }),
    C: array(cce_Id).optional(),
    T: array(cce_Id).optional(),
    error: schemas_string().optional(),
});
function readJudgeRecord(data) {
    const parsed = JudgeRecordSchema.safeParse(data);
    if (!parsed.success) {
        const task = typeof data?.task_key === 'string' ? data.task_key : null;
        return { kind: 'invalid', task, error: `judge record: ${formatIssues(parsed.error)}` };
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
    return { kind: 'ok', task, judge, value: roundTo(causal.size / total.size, 4) };
}

;// CONCATENATED MODULE: ./src/core/kinds/trajectory/identify.ts
/**
 * Which catalog task a record is for, in the manifest's identity order (DESIGN 4.1). Only
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
        return catalog.has(key) ? { ok: true, task: key } : { ok: false, error: `Task ${key} is not in the selected suite` };
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

;// CONCATENATED MODULE: ./src/core/kinds/trajectory/psr.ts
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
        if (quantity)
            checkpoints.push({ label, actual: Number(quantity[1]), target: Number(quantity[2]) });
        else if (/^(true|false)$/i.test(value))
            checkpoints.push({ label, actual: value.toLowerCase() === 'true' });
        else if (BARE.test(value))
            checkpoints.push({ label, actual: Number(value) });
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
        return { ok: false, error: `PSR: "${cp.label}: ${cp.actual}" is a bare value with no target; add psr.targets.${task}.${cp.label}` };
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
    const parsed = input.checkpoints ? { ok: true, value: input.checkpoints } : parseCheckpointMessage(input.message);
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

;// CONCATENATED MODULE: ./src/core/kinds/trajectory/metrics.ts




function trajectoryMetrics(suite, verdicts, expected, status, judges, source = 'saved_judge_records') {
    const metrics = { ...successRate(verdicts, expected, status) };
    if (suite.psr) {
        const credits = scoredVerdicts(verdicts).map((v) => v.details.psr_credit);
        const usable = credits.every((c) => typeof c === 'number');
        Object.assign(metrics, headlineAndObserved('PSR_percent', PSR_METHOD, usable ? credits : [], expected, usable ? status : { ...status, valid: false }, {
            label: 'reconstructed PSR',
            historical_implementation_reproduced: false,
        }));
    }
    metrics.rounds_mean = detailMean(verdicts, 'rounds', 'mean_over_valid_tasks_v1');
    metrics.chats_mean = detailMean(verdicts, 'chats', 'mean_over_valid_tasks_v1');
    if (suite.cce)
        metrics.CCE = cceMetric(verdicts, status, judges, source);
    return metrics;
}
function cceMetric(verdicts, status, judges, source) {
    const values = scoredVerdicts(verdicts).map((v) => v.details.cce);
    const base = source === 'judge'
        ? { method: CCE_JUDGE_METHOD, label: 'CCE computed by agent-eval with an LLM judge (backward tracing)', judges, source }
        : { method: CCE_METHOD, label: source === 'none' ? 'CCE (no judge configured)' : 'CCE from saved judge records', judges, source };
    if (!status.final || !values.every((x) => typeof x === 'number'))
        return { ...base, value: null, note: 'not final (missing tasks, errors or pending judge records)' };
    return { ...base, value: roundTo(mean(values) ?? 0, 4), note: 'mean over all tasks, failed ones count 0' };
}

;// CONCATENATED MODULE: ./src/core/kinds/trajectory/record.ts
/**
 * Reads one trajectory record (DESIGN 4.1) into the little the scorer needs. The record is
 * untrusted data: only its identity fields and counts are kept; the verifier reads the rest.
 */

const IDENTITY = ['task_key', 'task_source', 'task_id'];
/** Reads a record file: the whole file is validated, only the fields used here are parsed. */
function readTrajectoryFile(abs, size, limits) {
    const top = readTopLevelFields(abs, size, limits, [...IDENTITY, 'metrics'], ['rounds']);
    return top.ok ? readTrajectory(top.values, top.counts.rounds ?? null) : { ok: false, error: top.message };
}
/** Same, from an already parsed record. */
function readTrajectoryValue(data) {
    if (!record_isObject(data))
        return { ok: false, error: 'the record must be a JSON object' };
    return readTrajectory(data, Array.isArray(data.rounds) ? data.rounds.length : null);
}
/** `fields`: the record's top-level fields; `rounds`: how many rounds it has (null: not an array). */
function readTrajectory(fields, rounds) {
    if (!rounds)
        return { ok: false, error: 'No recorded rounds' };
    const metrics = record_isObject(fields.metrics) ? fields.metrics : {};
    const record = {
        rounds: count(metrics.total_rounds) ?? rounds,
        chats: count(metrics.total_chats),
        claimed_success: typeof metrics.task_verified_success === 'boolean' ? metrics.task_verified_success : null,
    };
    for (const field of IDENTITY) {
        const value = fields[field];
        if (value === undefined || value === null)
            continue;
        if (typeof value !== 'string' || value.trim() === '')
            return { ok: false, error: `${field} must be a non-empty string` };
        record[field] = value.trim();
    }
    return { ok: true, record };
}
function record_isObject(x) {
    return typeof x === 'object' && x !== null && !Array.isArray(x);
}
function count(x) {
    return typeof x === 'number' && Number.isFinite(x) && x >= 0 ? x : null;
}

;// CONCATENATED MODULE: ./src/core/kinds/trajectory/score.ts
/**
 * Scores one trial of a trajectory suite: find records, read and identify each, send the first
 * record of each task to the verifier as soon as it is known (so verification overlaps
 * reading), then settle duplicates, PSR credits and judge records into verdicts.
 */









/** `judge`: agent-eval's own CCE judge for this run, when one is configured. */
function trajectoryScorer(suite, verifier, judge) {
    return {
        scoreTrial: (input) => score_scoreTrial(suite, verifier, input, judge),
        close: () => verifier.close(),
    };
}
async function score_scoreTrial(suite, verifier, input, judge) {
    const errors = [];
    const catalogFiles = new Map(input.catalog.map((t) => [t.key, t.file]));
    const catalogKeys = new Set(catalogFiles.keys());
    const byTask = new Map();
    const limits = { maxBytes: suite.limits.record_bytes, maxDepth: suite.limits.json_depth };
    const walk = await findFiles(input.trialDir, globToRegExp(suite.records), input.submissionRoot);
    for (const p of walk.problems)
        errors.push({ task: null, record: p.rel, stage: 'discovery', message: p.message });
    for (const file of walk.files) {
        await yieldToEventLoop();
        const read = readTrajectoryFile(file.abs, file.size, limits);
        if (!read.ok) {
            errors.push({ task: null, record: file.rel, stage: 'record', message: read.error });
            input.onVerdict();
            continue;
        }
        const id = identifyTask(read.record, suite.identity, catalogKeys);
        if (!id.ok) {
            errors.push({ task: null, record: file.rel, stage: 'identity', message: id.error });
            input.onVerdict();
            continue;
        }
        const found = { rel: file.rel, abs: file.abs, record: read.record };
        const list = byTask.get(id.task);
        if (list) {
            list.push(found);
            input.onVerdict();
        }
        else {
            byTask.set(id.task, [found]);
            found.outcome = verifier.verify({ suite: suite.name, task: id.task, task_file: catalogFiles.get(id.task), record_file: file.abs });
            void found.outcome.then(input.onVerdict);
        }
    }
    const verdicts = [];
    for (const [task, list] of byTask) {
        if (list.length > 1) {
            for (const f of list) {
                errors.push({ task, record: f.rel, stage: 'record', message: `Duplicate trajectory for ${task}; score one trial at a time` });
            }
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
            const credit = taskPsrCredit({ task, ...outcome }, suite.psr);
            details.psr_credit = credit.ok ? credit.value : null;
            if (!credit.ok)
                errors.push({ task, record: found.rel, stage: 'metric', message: credit.error });
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
    verdicts.sort((a, b) => (a.task < b.task ? -1 : a.task > b.task ? 1 : 0));
    const pending = [];
    let judges = [];
    let cce;
    let source = 'none';
    if (suite.cce && judge) {
        source = 'judge';
        const records = new Map([...byTask].filter(([, list]) => list.length === 1).map(([task, list]) => [task, list[0].abs]));
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
                pending.push({ task: v.task, what: 'CCE judge not configured (no --cce-endpoint/--cce-model, and the suite has no cce.records)' });
        }
    }
    return {
        verdicts,
        errors,
        pending,
        ...(cce ? { cce } : {}),
        metrics: (status) => trajectoryMetrics(suite, verdicts, input.catalog.length, status, judges, source),
    };
}
/** Judges every successful task of the trial (concurrently; the client bounds requests in flight). */
async function judgeTrial(suite, judge, verdicts, records, taskFiles, pending) {
    const config = suite.cce.judge;
    const none = { trajectory_sha256: null, cached: false, T: null, C: null, per_agent: null, answers: [], pending: null };
    let requests = 0;
    const tasks = await Promise.all(verdicts.map(async (v) => {
        if (v.status === 'error')
            return null;
        if (!v.success) {
            v.details.cce = 0;
            return { task: v.task, status: 'failed_task', cce: 0, ...none };
        }
        const judged = await judgeTask(judge, config, {
            task: v.task,
            recordAbs: records.get(v.task),
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
    return { source: 'judge', judge: { model: judge.model, endpoint_host: judge.endpointHost, protocol: config.protocol }, requests, tasks: list };
}
function errorVerdict(task, record, error) {
    return { task, record, status: 'error', success: null, message: null, checkpoints: null, error, details: {} };
}
/** Reads the trial's saved judge records and sets each scored verdict's `cce` detail. */
async function applyJudgeRecords(suite, input, verdicts, catalog, errors, pending) {
    const walk = await findFiles(input.trialDir, globToRegExp(suite.cce.records), input.submissionRoot);
    for (const p of walk.problems)
        errors.push({ task: null, record: p.rel, stage: 'judge', message: p.message });
    const judged = new Map();
    const limits = { maxBytes: suite.limits.record_bytes, maxDepth: suite.limits.json_depth };
    for (const file of walk.files) {
        const json = readJsonBounded(file.abs, file.size, limits);
        const read = json.ok ? readJudgeRecord(json.value) : { kind: 'invalid', task: null, error: `judge record: ${json.message}` };
        if (read.kind === 'invalid') {
            errors.push({ task: read.task, record: file.rel, stage: 'judge', message: read.error });
        }
        else if (!catalog.has(read.task)) {
            errors.push({ task: null, record: file.rel, stage: 'judge', message: `judge record for ${read.task}, which is not in the selected suite` });
        }
        else if (judged.has(read.task)) {
            errors.push({ task: read.task, record: file.rel, stage: 'judge', message: `second judge record for ${read.task} (first: ${judged.get(read.task).rel})` });
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
            pending.push({ task: v.task, what: j?.kind === 'failed' ? `CCE judge failed: ${j.reason}` : 'CCE judge record missing' });
        }
    }
    return [...models.keys()].sort().map((k) => models.get(k));
}

;// CONCATENATED MODULE: ./src/core/kinds/index.ts




function scorerFor(suite, benchmarkRoot, env, cceJudge) {
    switch (suite.kind) {
        case 'trajectory':
            return trajectoryScorer(suite, createVerifier(suite.verifier, benchmarkRoot, env), cceJudge);
        case 'table':
            return tableScorer(suite);
        case 'output':
            return outputScorer(suite, benchmarkRoot);
    }
}

;// CONCATENATED MODULE: ./src/core/metrics/reliability.ts

const RELIABILITY_METHOD = 'pass_k_unbiased_v1';
/** Decimals of every published fraction (a fraction with 6 decimals is a percentage with 4, as elsewhere). */
const FRACTION_DECIMALS = 6;
/** The 0.975 quantile of the standard normal distribution: a two-sided 95% Wilson interval. */
const Z_95 = 1.959963984540054;
function gcd(a, b) {
    let x = a < 0n ? -a : a;
    let y = b < 0n ? -b : b;
    while (y !== 0n)
        [x, y] = [y, x % y];
    return x;
}
function fraction(num, den) {
    if (den <= 0n)
        throw new RangeError('fraction: the denominator must be positive');
    if (num === 0n)
        return { num: 0n, den: 1n };
    const g = gcd(num, den);
    return { num: num / g, den: den / g };
}
/** a < b, a = b, a > b as -1, 0, 1 (exact). */
function compareFractions(a, b) {
    const l = a.num * b.den;
    const r = b.num * a.den;
    return l < r ? -1 : l > r ? 1 : 0;
}
/** "p/q" in lowest terms ("0", "1" when whole). */
function fractionText(f) {
    return f.den === 1n ? f.num.toString() : `${f.num}/${f.den}`;
}
/** The exact value rounded half up to `decimals` decimals, as the nearest double. */
function roundFraction(f, decimals = FRACTION_DECIMALS) {
    const scale = 10n ** BigInt(decimals);
    const q = (2n * f.num * scale + f.den) / (2n * f.den);
    return Number(q) / Number(scale);
}
function checkInteger(name, x) {
    if (!Number.isSafeInteger(x))
        throw new RangeError(`${name} must be an integer, got ${x}`);
}
/** C(n, k), exactly. */
function binomial(n, k) {
    checkInteger('n', n);
    checkInteger('k', k);
    if (n < 0)
        throw new RangeError(`n must be ≥ 0, got ${n}`);
    if (k < 0 || k > n)
        return 0n;
    const kk = Math.min(k, n - k);
    let result = 1n;
    for (let i = 1; i <= kk; i++)
        result = (result * BigInt(n - kk + i)) / BigInt(i);
    return result;
}
function checkTask(n, c, k) {
    checkInteger('n', n);
    checkInteger('c', c);
    checkInteger('k', k);
    if (n < 1)
        throw new RangeError(`n (trials) must be ≥ 1, got ${n}`);
    if (c < 0 || c > n)
        throw new RangeError(`c (successes) must be between 0 and n = ${n}, got ${c}`);
    if (k < 1 || k > n)
        throw new RangeError(`k must be between 1 and n = ${n}, got ${k}`);
}
/** pass^k of one task: C(c,k)/C(n,k). k outside 1..n is a RangeError. */
function passHatK(n, c, k) {
    checkTask(n, c, k);
    return fraction(binomial(c, k), binomial(n, k));
}
/** pass@k of one task: 1 − C(n−c,k)/C(n,k). k outside 1..n is a RangeError. */
function passAtK(n, c, k) {
    checkTask(n, c, k);
    const all = binomial(n, k);
    return fraction(all - binomial(n - c, k), all);
}
/**
 * pass^k and pass@k for k = 1..n, averaged over tasks, exactly. `successes` holds each
 * task's c (0 ≤ c ≤ n). Tasks are grouped by c, and only the binomials C(m,k) for m in
 * {c} ∪ {n−c} ∪ {n} are kept, each advanced in k by C(m,k) = C(m,k−1)·(m−k+1)/k (an exact
 * division): O(n × distinct m) BigInt operations, whatever the number of tasks.
 */
function passCurves(n, successes) {
    checkInteger('n', n);
    if (n < 1)
        throw new RangeError(`n (trials) must be ≥ 1, got ${n}`);
    if (successes.length === 0)
        throw new RangeError('no tasks to average over');
    const histogram = new Map();
    for (const c of successes) {
        checkTask(n, c, 1);
        histogram.set(c, (histogram.get(c) ?? 0n) + 1n);
    }
    const ms = new Set([n]);
    for (const c of histogram.keys()) {
        ms.add(c);
        ms.add(n - c);
    }
    const current = new Map([...ms].map((m) => [m, 1n])); // C(m, 0)
    const tasks = BigInt(successes.length);
    const passHat = [];
    const passAt = [];
    for (let k = 1; k <= n; k++) {
        for (const [m, value] of current)
            current.set(m, m - k + 1 <= 0 ? 0n : (value * BigInt(m - k + 1)) / BigInt(k));
        let hat = 0n;
        let none = 0n;
        for (const [c, h] of histogram) {
            hat += h * current.get(c);
            none += h * current.get(n - c);
        }
        const den = tasks * current.get(n);
        passHat.push(fraction(hat, den));
        passAt.push(fraction(den - none, den));
    }
    return { passHat, passAt };
}
/**
 * The 95% Wilson score interval for `successes` of `total`:
 *   centre = (p + z²/2m) / (1 + z²/m),  half = z / (1 + z²/m) · √(p(1−p)/m + z²/4m²)
 * with p = s/m, z = Z_95; null when total is 0.
 */
function wilsonInterval(successes, total, z = Z_95) {
    checkInteger('successes', successes);
    checkInteger('total', total);
    if (total < 0 || successes < 0 || successes > total)
        throw new RangeError(`need 0 ≤ successes ≤ total, got ${successes}/${total}`);
    if (total === 0)
        return null;
    const p = successes / total;
    const z2 = z * z;
    const denom = 1 + z2 / total;
    const centre = (p + z2 / (2 * total)) / denom;
    const half = (z / denom) * Math.sqrt((p * (1 - p)) / total + z2 / (4 * total * total));
    return {
        low: successes === 0 ? 0 : roundTo(Math.max(0, centre - half), FRACTION_DECIMALS),
        high: successes === total ? 1 : roundTo(Math.min(1, centre + half), FRACTION_DECIMALS),
    };
}
/** The per-suite `reliability` object of the report (and of `agent-eval reliability --json`). */
function computeReliability(input) {
    const n = input.trials.length;
    const notes = [];
    const complete = [];
    const incomplete = [];
    for (const t of input.tasks) {
        if (t.outcomes.length !== n)
            throw new RangeError(`task ${t.task}: ${t.outcomes.length} outcomes for ${n} trials`);
        const valid = t.outcomes.filter((o) => o !== null).length;
        if (valid === n && n > 0)
            complete.push({ task: t.task, outcomes: t.outcomes });
        else
            incomplete.push({ task: t.task, valid_trials: valid });
    }
    const tasks = complete.length;
    if (n === 0)
        notes.push('There are no trials.');
    else if (input.tasks.length === 0)
        notes.push('There are no tasks.');
    if (input.expectedTrials !== null && n !== input.expectedTrials)
        notes.push(`The benchmark expects ${input.expectedTrials} trial(s); there are ${n}.`);
    if (incomplete.length > 0 && n > 0) {
        notes.push(`${incomplete.length} task(s) do not have ${n} valid trial(s) (missing, errors or duplicates); the figures are observed over the ${tasks} task(s) that do.`);
    }
    for (const p of input.problems ?? [])
        notes.push(p);
    const final = notes.length === 0;
    const passHatK = {};
    const passAtK = {};
    const exact = { pass_hat_k: {}, pass_at_k: {} };
    let meanSuccessRate = null;
    let stderr = null;
    const trialFigures = input.trials.map((name) => ({ name, tasks, successes: 0, success_rate: null, wilson_95: null }));
    if (tasks > 0) {
        const successes = complete.map((t) => t.outcomes.filter(Boolean).length);
        const curves = passCurves(n, successes);
        for (let k = 1; k <= n; k++) {
            passHatK[k] = roundFraction(curves.passHat[k - 1]);
            passAtK[k] = roundFraction(curves.passAt[k - 1]);
            exact.pass_hat_k[k] = fractionText(curves.passHat[k - 1]);
            exact.pass_at_k[k] = fractionText(curves.passAt[k - 1]);
        }
        const perTrial = input.trials.map((_, i) => complete.filter((t) => t.outcomes[i]).length);
        perTrial.forEach((s, i) => {
            trialFigures[i] = { name: input.trials[i], tasks, successes: s, success_rate: roundFraction(fraction(BigInt(s), BigInt(tasks))), wilson_95: wilsonInterval(s, tasks) };
        });
        const total = perTrial.reduce((a, b) => a + b, 0);
        meanSuccessRate = roundFraction(fraction(BigInt(total), BigInt(n * tasks)));
        if (n >= 2) {
            // Sample variance of the per-trial rates s_i/T, exactly: (nΣs² − S²) / (T² n (n−1)); SE = √(var / n).
            const sumSquares = perTrial.reduce((a, s) => a + BigInt(s) * BigInt(s), 0n);
            const num = BigInt(n) * sumSquares - BigInt(total) * BigInt(total);
            const den = BigInt(tasks) * BigInt(tasks) * BigInt(n) * BigInt(n - 1) * BigInt(n);
            stderr = roundTo(Math.sqrt(Number(num) / Number(den)), FRACTION_DECIMALS);
        }
    }
    const flips = complete
        .filter((t) => t.outcomes.some(Boolean) && !t.outcomes.every(Boolean))
        .map((t) => ({ task: t.task, successes: t.outcomes.filter(Boolean).length, outcomes: [...t.outcomes] }));
    return {
        method: RELIABILITY_METHOD,
        source: input.source,
        final,
        n_trials: n,
        expected_trials: input.expectedTrials,
        tasks,
        expected_tasks: input.tasks.length,
        pass_hat_k: passHatK,
        pass_at_k: passAtK,
        exact,
        trials: trialFigures,
        mean_success_rate: meanSuccessRate,
        success_rate_stderr: stderr,
        flips: { count: flips.length, tasks: flips },
        incomplete_tasks: incomplete,
        notes,
    };
}
// ---------------------------------------------------------------------------------------------
// From a suite of an agent-eval report
const VERIFIED_SOURCE = "success verdicts of the benchmark's own verifiers, scored by agent-eval";
/**
 * The reliability of a scored suite, from its trials' verdicts alone (so the same function
 * serves the pipeline and `agent-eval reliability scores.json`). A task counts in a trial when
 * it has exactly one verdict there and that verdict is a success or a failure; errors,
 * duplicates and missing tasks leave the task out of the figures and name it. Pending items
 * (judge records) concern other metrics, not success, and do not affect reliability.
 */
function suiteReliability(suite) {
    const trials = suite.trials;
    const taskSet = new Set();
    for (const t of trials) {
        for (const v of t.verdicts)
            taskSet.add(v.task);
        for (const m of t.coverage.missing_tasks)
            taskSet.add(m);
    }
    const perTrial = trials.map((t) => {
        const verdicts = new Map();
        for (const v of t.verdicts) {
            const list = verdicts.get(v.task) ?? [];
            list.push(v.status === 'error' ? null : v.status === 'success');
            verdicts.set(v.task, list);
        }
        return verdicts;
    });
    const tasks = [...taskSet].sort(compareTasks).map((task) => ({
        task,
        outcomes: perTrial.map((m) => {
            const list = m.get(task);
            return list?.length === 1 ? list[0] : null;
        }),
    }));
    const problems = [];
    if (!suite.valid)
        problems.push('Errors occurred in this suite (listed in the report); they are never counted as failures.');
    return computeReliability({
        trials: trials.map((t) => t.name),
        tasks,
        expectedTrials: suite.expected_trials,
        source: VERIFIED_SOURCE,
        problems,
    });
}
/** Task order: numbers by value when both are whole numbers, else code-unit order (locale independent). */
function compareTasks(a, b) {
    if (/^\d+$/.test(a) && /^\d+$/.test(b)) {
        const x = BigInt(a);
        const y = BigInt(b);
        if (x !== y)
            return x < y ? -1 : 1;
    }
    return a < b ? -1 : a > b ? 1 : 0;
}

;// CONCATENATED MODULE: ./src/core/score.ts
/**
 * The pipeline: benchmark → suites → trials → verdicts → metrics → report. Used unchanged by
 * the CLI and the action; it never prints, exits or talks to GitHub.
 */













const METADATA_FILE = 'metadata.json';
async function score(options) {
    const benchmark = await openBenchmark(options.benchmarkDir);
    const runRoot = await existingDir(options.runDir, '--run');
    const suites = selectSuites(benchmark, options.suites);
    const singleSuite = options.suites?.length === 1;
    if (options.cases?.length && !suites.some((s) => s.kind === 'table'))
        throw new UsageError('--case applies to table suites, and none is selected');
    const cceJudge = options.cce ? createCceJudge(options.cce) : undefined;
    let done = 0;
    const onVerdict = () => options.onProgress?.(++done);
    // Suites one after another: each suite's verifier pool already uses every core.
    const suiteReports = [];
    for (const suite of suites) {
        const suiteDir = singleSuite ? runRoot : external_node_path_default().join(runRoot, suite.name);
        const scored = await scoreSuite(benchmark, suite, suiteDir, runRoot, options.env ?? process.env, onVerdict, options.cases, cceJudge);
        suiteReports.push({ ...scored, reliability: suiteReliability(scored) });
    }
    const valid = suiteReports.every((s) => s.valid);
    const final = valid && suiteReports.every((s) => s.final);
    return {
        report_version: REPORT_VERSION,
        tool: { name: TOOL_NAME, version: TOOL_VERSION },
        benchmark: {
            name: benchmark.manifest.name,
            repository: benchmark.repository,
            commit: benchmark.commit,
            manifest_sha256: benchmark.sha256,
        },
        submission: { path: displayPath(options.runDir), metadata: await readMetadata(runRoot) },
        status: !valid ? 'invalid' : final ? 'final' : 'not_final',
        valid,
        final,
        suites: suiteReports,
    };
}
function selectSuites(benchmark, names) {
    if (!names || names.length === 0)
        return benchmark.manifest.suites;
    return names.map((name) => {
        const suite = benchmark.manifest.suites.find((s) => s.name === name);
        if (!suite) {
            const known = benchmark.manifest.suites.map((s) => s.name).join(', ');
            throw new UsageError(`--suite ${name}: no such suite in ${benchmark.file} (suites: ${known})`);
        }
        return suite;
    });
}
async function scoreSuite(benchmark, suite, suiteDir, runRoot, env, onVerdict, only, cceJudge) {
    const base = { name: suite.name, kind: suite.kind, tasks_from: suite.kind === 'table' ? suite.cases : suite.tasks, expected_trials: suite.trials ?? null };
    const notes = [];
    const errors = [];
    const info = await (0,promises_namespaceObject.stat)(suiteDir).catch(() => null);
    if (!info?.isDirectory()) {
        notes.push(`The run has no directory for suite ${suite.name} (${displayPath(external_node_path_default().relative(runRoot, suiteDir) || '.')}).`);
        return { ...base, valid: true, final: false, notes, errors, trials: [] };
    }
    const resolved = await (0,promises_namespaceObject.realpath)(suiteDir);
    if (!isInside(runRoot, resolved)) {
        errors.push({ task: null, record: null, stage: 'discovery', message: `suite directory ${suite.name} is a symlink out of the submission` });
        return { ...base, valid: false, final: false, notes, errors, trials: [] };
    }
    const found = await findDirs(resolved, globToRegExp(suite.trial_pattern));
    for (const p of found.problems)
        errors.push({ task: null, record: p.rel, stage: 'discovery', message: p.message });
    const trialDirs = found.dirs.length > 0 ? found.dirs.map((d) => external_node_path_default().join(resolved, d)) : [resolved];
    if (suite.kind === 'table' && suite.modes) {
        for (const dir of trialDirs) {
            if (!suite.modes.includes(external_node_path_default().basename(dir))) {
                throw new UsageError(`suite ${suite.name} declares modes ${suite.modes.join(', ')}: the trial directory ${displayPath(external_node_path_default().relative(runRoot, dir) || external_node_path_default().basename(dir))} must be named after one of them`);
            }
        }
    }
    if (suite.trials !== undefined && trialDirs.length !== suite.trials) {
        notes.push(`The suite expects ${suite.trials} trial(s); the run has ${trialDirs.length}.`);
    }
    const allTasks = new Set(benchmark.catalogs.get(suite.name).map((t) => t.key));
    const catalog = selectTasks(benchmark.catalogs.get(suite.name), suite, only);
    const scorer = scorerFor(suite, benchmark.root, env, cceJudge);
    let trials;
    try {
        trials = await Promise.all(trialDirs.map(async (trialDir) => {
            const outcome = await scorer.scoreTrial({ suite, catalog, allTasks, benchmarkRoot: benchmark.root, trialDir, submissionRoot: runRoot, onVerdict });
            const scored = outcome.verdicts.filter((v) => v.status !== 'error').length;
            const seen = new Set(outcome.verdicts.map((v) => v.task));
            const missing = catalog.map((t) => t.key).filter((k) => !seen.has(k));
            const valid = outcome.errors.length === 0;
            const final = valid && missing.length === 0 && scored === catalog.length && outcome.pending.length === 0;
            return {
                name: external_node_path_default().basename(trialDir),
                path: displayPath(external_node_path_default().relative(runRoot, trialDir) || '.'),
                valid,
                final,
                coverage: { expected: catalog.length, scored, missing_tasks: missing, errors: outcome.errors.length },
                pending: outcome.pending,
                errors: sortErrors(outcome.errors),
                metrics: outcome.metrics({ final, valid }),
                verdicts: outcome.verdicts,
                ...(outcome.cce ? { cce: outcome.cce } : {}),
            };
        }));
    }
    finally {
        await scorer.close();
    }
    const valid = errors.length === 0 && trials.every((t) => t.valid);
    const final = valid && trials.every((t) => t.final) && (suite.trials === undefined || trials.length === suite.trials);
    return { ...base, valid, final, notes, errors, trials };
}
/** The expected tasks: the whole catalog, or for table suites the cases asked for with --case. */
function selectTasks(catalog, suite, only) {
    if (!only?.length || suite.kind !== 'table')
        return catalog;
    return only.map((id) => {
        const key = normalizeCaseId(id);
        const task = catalog.find((t) => t.key === key);
        if (!task)
            throw new UsageError(`--case ${id}: no such case in suite ${suite.name}`);
        return task;
    });
}
function sortErrors(errors) {
    const key = (e) => `${e.record ?? ''}\u0000${e.task ?? ''}\u0000${e.stage}\u0000${e.message}`;
    return [...errors].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
async function existingDir(dir, flag) {
    try {
        const resolved = await (0,promises_namespaceObject.realpath)(dir);
        if ((await (0,promises_namespaceObject.stat)(resolved)).isDirectory())
            return resolved;
    }
    catch {
        // reported below
    }
    throw new UsageError(`${flag} ${dir}: not a directory`);
}
/** Submission metadata from `metadata.json` at the run root, if any (shown, never trusted). */
async function readMetadata(runRoot) {
    const file = external_node_path_default().join(runRoot, METADATA_FILE);
    const info = await (0,promises_namespaceObject.stat)(file).catch(() => null);
    if (!info?.isFile())
        return null;
    const resolved = await (0,promises_namespaceObject.realpath)(file);
    if (!isInside(runRoot, resolved))
        return { error: `${METADATA_FILE}: symlink out of the submission; not read` };
    const read = readJsonBounded(resolved, info.size, { maxBytes: 64 * 1024, maxDepth: 8 });
    if (!read.ok)
        return { error: `${METADATA_FILE}: ${read.message}` };
    const value = read.value;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : { error: `${METADATA_FILE}: not a JSON object` };
}
function displayPath(p) {
    return p.split((external_node_path_default()).sep).join('/');
}

;// CONCATENATED MODULE: ./src/core/validate.ts
/**
 * `agent-eval validate`: checks a benchmark without a submission: the manifest, every catalog
 * task file, the verifier command's files, and (jsonl) that the verifier resolves every task.
 */









/** Throws ConfigError/UsageError when the manifest itself cannot be used. */
async function validateBenchmark(dir, env = process.env) {
    const benchmark = await openBenchmark(dir);
    const findings = [];
    const suites = [];
    for (const suite of benchmark.manifest.suites) {
        const catalog = benchmark.catalogs.get(suite.name);
        if (suite.kind === 'table') {
            for (const task of catalog) {
                const config = loadCaseConfig(external_node_path_default().join(task.file, 'config.json'));
                if (!config.ok)
                    findings.push({ suite: suite.name, task: task.key, problem: config.error });
            }
            suites.push({ name: suite.name, kind: suite.kind, tasks: catalog.length, checked: 'static' });
            continue;
        }
        if (suite.kind === 'output') {
            findings.push(...(await outputTaskFindings(suite, benchmark.root, benchmark.file)));
            suites.push({ name: suite.name, kind: suite.kind, tasks: catalog.length, checked: 'static' });
            continue;
        }
        for (const task of catalog) {
            if (!/\.ya?ml$/i.test(task.file))
                continue;
            try {
                parseYaml(await (0,promises_namespaceObject.readFile)(task.file, 'utf8'), task.file);
            }
            catch (err) {
                findings.push({ suite: suite.name, task: task.key, problem: messageOf(err) });
            }
        }
        findings.push(...(await commandFiles(suite, benchmark.root)));
        let checked = 'static';
        if (suite.verifier.protocol === 'jsonl' && !findings.some((f) => f.suite === suite.name)) {
            checked = 'verifier';
            const verifier = createVerifier(suite.verifier, benchmark.root, env);
            try {
                const answers = await Promise.all(catalog.map((t) => verifier.check({ suite: suite.name, task: t.key, task_file: t.file })));
                answers.forEach((a, i) => {
                    if (a && !a.ok)
                        findings.push({ suite: suite.name, task: catalog[i].key, problem: `does not resolve to a verifier: ${a.error}` });
                });
            }
            finally {
                await verifier.close();
            }
        }
        suites.push({ name: suite.name, kind: suite.kind, tasks: catalog.length, checked });
    }
    return { benchmark: benchmark.root, suites, findings };
}
/** Relative file arguments of the verifier command must exist inside the benchmark. */
async function commandFiles(suite, root) {
    const findings = [];
    for (const arg of suite.verifier.command.slice(1)) {
        if (arg.startsWith('-') || arg.includes('{') || !/[\\/]|\.\w+$/.test(arg) || external_node_path_default().isAbsolute(arg))
            continue;
        try {
            await (0,promises_namespaceObject.access)(external_node_path_default().join(root, arg));
        }
        catch {
            findings.push({ suite: suite.name, task: null, problem: `verifier.command names ${arg}, which does not exist in the benchmark` });
        }
    }
    return findings;
}
/**
 * Output suites: the tasks file was validated when the benchmark was opened (a bad one stops
 * every command with its path named). Here: expectations that can never fail or never pass.
 */
async function outputTaskFindings(suite, root, manifestFile) {
    const findings = [];
    const tasks = await loadOutputTasks(root, suite.tasks, manifestFile, `suite ${suite.name}.tasks`);
    for (const [key, task] of tasks) {
        task.output?.forEach((check, i) => {
            if (check.regex === undefined)
                return;
            const r = runRegex(check.regex, check.flags ?? '', '', suite.limits.regex_timeout_ms);
            if (r.ok && r.match)
                findings.push({ suite: suite.name, task: key, problem: `output[${i}].regex matches the empty string, so it holds for any output` });
        });
        const hasContains = task.output?.some((c) => c.contains !== undefined || c.regex !== undefined || c.exact !== undefined || c.json !== undefined);
        if (task.output && !task.artifacts && !hasContains) {
            findings.push({ suite: suite.name, task: key, problem: 'only not_contains expectations: any output that avoids those words passes' });
        }
    }
    return findings;
}

;// CONCATENATED MODULE: ./src/cli/args.ts
/** Command-line parsing with node's parseArgs; every mistake is a UsageError (exit 2). */


function args_parse(argv, options) {
    try {
        return (0,external_node_util_namespaceObject.parseArgs)({ args: argv, options: { ...options, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
    }
    catch (err) {
        throw new UsageError(err.message);
    }
}
function args_required(value, flag) {
    if (!value)
        throw new UsageError(`${flag} is required`);
    return value;
}

;// CONCATENATED MODULE: ./src/cli/help.ts
/** Help texts for every command. */
const HELP = {
    main: `agent-eval — score AI-agent benchmark submissions against the benchmark's own verifiers

Usage: agent-eval <command> [options]

Commands:
  score        score a submission directory against a benchmark checkout
  validate     check a benchmark (manifest, catalogs, verifiers) without a submission
  schema       print the JSON Schema of the manifest or the report
  reliability  pass^k, pass@k and intervals across trials, from a report or tau-bench results

Run "agent-eval <command> --help" for a command's options.
Exit codes: 0 pass, 1 the report does not pass --fail-on (or validate found problems,
or reliability figures are not final), 2 usage or configuration error.`,
    score: `Usage: agent-eval score --benchmark DIR --run DIR [--suite S]... [--out DIR] [--fail-on POLICY]

  --benchmark DIR   benchmark checkout holding agent-eval.yml
  --run DIR         submission: one sub-directory per suite, or with --suite that suite's directory
  --suite S         score only suite S (repeatable); with one suite, --run is its directory
  --case C          table suites: score only case C (repeatable; case_1, case-1, 1 all name case_001);
                    a single case also gets <out>/<suite>/<trial>/case_xxx.summary.{json,csv}
  --out DIR         where scores.json, summary.md and summary.csv go (default: agent-eval-report)
  --fail-on POLICY  non-final (default): exit 1 unless the report is valid and final
                    invalid: exit 1 only on errors; failure: also on any failed task;
                    never: always exit 0
  --quiet           print only the status line

CCE with an LLM judge (trajectory suites with a cce section; see docs/cce.md):
  --cce-endpoint URL     OpenAI-compatible chat-completions base URL (e.g. https://api.openai.com/v1);
                         the API key is read from the environment variable AGENT_EVAL_CCE_API_KEY
  --cce-model M          judge model (required with any --cce-* flag; part of the cache key)
  --cce-cache DIR        reuse judgements from an earlier report directory (or its cce-cache/);
                         without --cce-endpoint only cached judgements are used
  --cce-concurrency N    judge requests in flight at once (default 4)
  --cce-max-requests N   request budget for the run, retries included (default 2000)
  --cce-timeout S        per-request timeout in seconds (default 60)
Without --cce-model, CCE comes from the submission's saved judge records (cce.records).
Judged records are written to <out>/cce-cache/ for the next run.

Table suites also get PrepBench-compatible <out>/<suite>/<trial>/summary.{json,csv}.
The report is always written before the exit code is decided.`,
    validate: `Usage: agent-eval validate --benchmark DIR

Checks agent-eval.yml, that every catalog task file parses, that the verifier command's files
exist, and, for jsonl verifiers, sends each task a check request
{"id", "suite", "task", "task_file", "check": true}, to which the worker answers
{"id", "ok": true} or {"id", "error": "..."}.
Exit codes: 0 no problems, 1 problems found, 2 the manifest cannot be used.`,
    reliability: `Usage: agent-eval reliability FILE|DIR... [--format auto|agent-eval|tau-bench] [--suite S]... [--json]

Reliability across trials: per task with c successes in n trials, pass^k = C(c,k)/C(n,k) and
pass@k = 1 − C(n−c,k)/C(n,k) for k = 1..n, averaged over tasks (exact arithmetic); each trial's
success rate with its 95% Wilson interval; the mean success rate and its standard error; the
tasks whose verdict flips between trials.

Inputs, recognised by content with --format auto (the default):
  agent-eval   one report: a scores.json, or the --out directory holding it; the figures are
               recomputed from its verdicts, per suite (--suite S to choose)
  tau-bench    results files written by tau-bench (JSON arrays of {task_id, reward, trial, ...}),
               several files for one run allowed, or a directory: every *.json directly in it.
               A result succeeds when 1 - 1e-6 <= reward <= 1 + 1e-6. These are
               harness-reported rewards that agent-eval did not re-verify. Malformed entries,
               duplicate (task_id, trial) pairs, entries whose info.error is set, and missing
               trials are errors naming the entry; they are never counted as failures.

The figures are final only when every task has a valid outcome in each of the n trials and
nothing is in error; otherwise they are observed over the tasks that have all n, and the
others are named.

  --format F   auto (default), agent-eval or tau-bench
  --suite S    agent-eval reports: only suite S (repeatable)
  --json       print the figures as JSON: {"n_trials", "tasks", "pass_hat_k": {"1": ...},
               "pass_at_k": {"1": ...}, "final", "errors", ...} with fractions in [0, 1];
               one suite at a time (use --suite when the report has several)

Exit codes: 0 the figures are final, 1 they are not (errors, missing or differing trials),
2 usage error (bad flags, unreadable or unrecognised files).`,
    schema: `Usage: agent-eval schema manifest|report

Prints the JSON Schema (generated from the same zod schema that validates) to stdout.`,
};

;// CONCATENATED MODULE: ./src/cli/progress.ts
/** A single self-overwriting progress line on a terminal's stderr. */
function progressLine(write) {
    let last = 0;
    return {
        update: (done) => {
            const now = Date.now();
            if (now - last < 100)
                return;
            last = now;
            write(`\r\x1b[Kscoring: ${done} record(s) done`);
        },
        clear: () => write('\r\x1b[K'),
    };
}

;// CONCATENATED MODULE: ./src/cli/commands.ts
/** The CLI commands: thin adapters over the scoring core. Each returns an exit code. */












async function scoreCommand(argv, io) {
    const { values } = args_parse(argv, {
        benchmark: { type: 'string' },
        run: { type: 'string' },
        suite: { type: 'string', multiple: true },
        case: { type: 'string', multiple: true },
        out: { type: 'string' },
        'fail-on': { type: 'string' },
        quiet: { type: 'boolean' },
        'cce-endpoint': { type: 'string' },
        'cce-model': { type: 'string' },
        'cce-cache': { type: 'string' },
        'cce-concurrency': { type: 'string' },
        'cce-max-requests': { type: 'string' },
        'cce-timeout': { type: 'string' },
    });
    if (values.help)
        return help(io, 'score');
    // The judge's API key comes from the environment only (never a flag: flags show in process lists).
    const cce = cceOptionsFrom({
        endpoint: values['cce-endpoint'],
        model: values['cce-model'],
        cache: values['cce-cache'],
        concurrency: values['cce-concurrency'],
        maxRequests: values['cce-max-requests'],
        timeoutS: values['cce-timeout'],
    }, process.env);
    const failOn = (values['fail-on'] ?? 'non-final');
    if (!FAIL_ON.includes(failOn))
        throw new UsageError(`--fail-on must be one of ${FAIL_ON.join(', ')}`);
    const progress = io.isTTY ? progressLine(io.err) : null;
    const report = await score({
        benchmarkDir: args_required(values.benchmark, '--benchmark'),
        runDir: args_required(values.run, '--run'),
        suites: values.suite?.flatMap((s) => s.split(',')).filter(Boolean),
        cases: values.case?.flatMap((s) => s.split(',')).filter(Boolean),
        onProgress: progress?.update,
        cce,
    });
    progress?.clear();
    const outDir = values.out ?? 'agent-eval-report';
    const files = await writeReport(report, outDir);
    const summary = renderMarkdown(report);
    io.out(values.quiet ? `${summary.split('\n')[0]}\n` : withoutDetails(summary));
    const passes = passesPolicy(report, failOn);
    const shown = external_node_path_default().relative(process.cwd(), files.scores);
    io.err(`Report written to ${shown.startsWith('..') ? external_node_path_default().resolve(files.scores) : shown} (and summary.md, summary.csv).\n`);
    if (!passes)
        io.err(`Exit 1: the report does not pass --fail-on ${failOn} (status: ${report.status}).\n`);
    return passes ? 0 : 1;
}
/** The terminal shows the summary without the per-task tables and charts (they are in summary.md). */
function withoutDetails(markdown) {
    return markdown.replace(/<details>[\s\S]*?<\/details>\n*/g, '').replace(/^```mermaid\n[\s\S]*?^```\n*/gm, '');
}
async function validateCommand(argv, io) {
    const { values } = args_parse(argv, { benchmark: { type: 'string' } });
    if (values.help)
        return help(io, 'validate');
    const result = await validateBenchmark(args_required(values.benchmark, '--benchmark'));
    for (const s of result.suites) {
        const how = s.checked === 'verifier' ? 'each task checked with the verifier' : 'static checks only';
        io.out(`suite ${s.name} (${s.kind}): ${s.tasks} task(s), ${how}\n`);
    }
    for (const f of result.findings)
        io.out(`  problem: ${f.suite}${f.task ? `/${f.task}` : ''}: ${f.problem}\n`);
    io.out(result.findings.length === 0 ? 'OK: the benchmark is ready to score submissions.\n' : `${result.findings.length} problem(s) found.\n`);
    return result.findings.length === 0 ? 0 : 1;
}
async function schemaCommand(argv, io) {
    const { values, positionals } = args_parse(argv, {});
    if (values.help)
        return help(io, 'schema');
    const name = positionals[0];
    if (name !== 'manifest' && name !== 'report')
        throw new UsageError('schema: say which one: manifest or report');
    io.out(`${JSON.stringify(SCHEMAS[name](), null, 2)}\n`);
    return 0;
}
function help(io, topic) {
    io.out(`${HELP[topic]}\n`);
    return 0;
}

;// CONCATENATED MODULE: ./src/core/metrics/tau-bench.ts
/**
 * tau-bench results files (DESIGN 5): JSON arrays of `{task_id, reward, trial, info, traj}`,
 * as tau-bench's run.py writes them, turned into per-task, per-trial outcomes. A pure function
 * over the parsed files; reading them is the caller's business.
 *
 * A result is a success when 1 − 1e-6 ≤ reward ≤ 1 + 1e-6 (tau-bench's own test). The rewards
 * are the harness's: agent-eval does not re-verify them, and says so. Unlike tau-bench's own
 * summary, an entry whose `info.error` is set (the harness caught an exception and wrote
 * reward 0) is an error, never a failure.
 */

const TAU_BENCH_SOURCE = 'harness-reported rewards from tau-bench results files, not re-verified by agent-eval';
const REWARD_TOLERANCE = 1e-6;
function isSuccessfulReward(reward) {
    return 1 - REWARD_TOLERANCE <= reward && reward <= 1 + REWARD_TOLERANCE;
}
function tauBenchOutcomes(files) {
    const errors = [];
    const slots = new Map();
    const trialIds = new Set();
    let entries = 0;
    for (const file of files) {
        if (!Array.isArray(file.value)) {
            errors.push(`${file.name}: not a tau-bench results file (a JSON array of {task_id, reward, trial, ...})`);
            continue;
        }
        file.value.forEach((entry, index) => {
            entries++;
            const label = `${file.name}[${index}]`;
            if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
                errors.push(`${label}: not an object`);
                return;
            }
            const e = entry;
            const task = taskKey(e.task_id);
            const trial = e.trial;
            const bad = [];
            if (task === null)
                bad.push(`task_id must be an integer or a nonempty string, got ${tau_bench_describe(e.task_id)}`);
            if (typeof trial !== 'number' || !Number.isSafeInteger(trial) || trial < 0)
                bad.push(`trial must be an integer ≥ 0, got ${tau_bench_describe(trial)}`);
            if (bad.length > 0) {
                errors.push(`${label}: ${bad.join('; ')}`);
                return;
            }
            const t = trial;
            const where = `${label} (task_id ${shown(task)}, trial ${t})`;
            trialIds.add(t);
            let outcome = null;
            if (typeof e.reward !== 'number' || !Number.isFinite(e.reward)) {
                errors.push(`${where}: reward must be a finite number, got ${tau_bench_describe(e.reward)}`);
            }
            else if (harnessError(e.info) !== null) {
                errors.push(`${where}: the harness recorded an error, not an outcome: ${harnessError(e.info)}`);
            }
            else {
                outcome = isSuccessfulReward(e.reward);
            }
            const byTrial = slots.get(task) ?? new Map();
            slots.set(task, byTrial);
            const previous = byTrial.get(t);
            if (previous) {
                errors.push(`${label}: duplicate result for task_id ${shown(task)}, trial ${t} (also ${previous.label}); neither is used`);
                previous.outcome = null;
                return;
            }
            byTrial.set(t, { label, outcome });
        });
    }
    const trials = [...trialIds].sort((a, b) => a - b);
    const tasks = [...slots.keys()].sort(compareTasks).map((task) => {
        const byTrial = slots.get(task);
        const missing = trials.filter((t) => !byTrial.has(t));
        if (missing.length > 0)
            errors.push(`task_id ${shown(task)}: no result for trial ${missing.join(', ')} (other tasks have it)`);
        return { task, outcomes: trials.map((t) => byTrial.get(t)?.outcome ?? null) };
    });
    const problems = errors.length > 0 ? [`${errors.length} error(s) in the results files (listed under errors); errors are never counted as failures.`] : [];
    return {
        input: { trials: trials.map(String), tasks, expectedTrials: null, source: TAU_BENCH_SOURCE, problems },
        errors,
        entries,
    };
}
function taskKey(value) {
    if (typeof value === 'number' && Number.isSafeInteger(value))
        return String(value);
    if (typeof value === 'string' && value.length > 0)
        return value;
    return null;
}
/** The harness's error text when `info.error` is set, else null. */
function harnessError(info) {
    if (typeof info !== 'object' || info === null || Array.isArray(info))
        return null;
    const error = info.error;
    if (error === undefined || error === null || error === false || error === '')
        return null;
    return shown(typeof error === 'string' ? error : JSON.stringify(error), 300);
}
/** Untrusted text made short and single-line for messages. */
function shown(text, max = 100) {
    const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ');
    return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}
function tau_bench_describe(value) {
    if (value === undefined)
        return 'nothing';
    const text = JSON.stringify(value) ?? String(value);
    return shown(text, 60);
}

;// CONCATENATED MODULE: ./src/cli/reliability.ts
/**
 * `agent-eval reliability FILE|DIR...`: pass^k, pass@k, Wilson intervals and flips from an
 * agent-eval report (recomputed from its verdicts) or from tau-bench results files. A thin
 * adapter: it reads and recognises the files; the figures come from core/metrics.
 */












const FORMATS = ['auto', 'agent-eval', 'tau-bench'];
/** Files larger than this are refused (V8 cannot hold much more as one string anyway). */
const MAX_BYTES = 512 * 1024 * 1024;
const MAX_DEPTH = 512;
const reliability_LIST_LIMIT = 50;
async function reliabilityCommand(argv, io) {
    const { values, positionals } = args_parse(argv, {
        format: { type: 'string' },
        suite: { type: 'string', multiple: true },
        json: { type: 'boolean' },
    });
    if (values.help) {
        io.out(`${HELP.reliability}\n`);
        return 0;
    }
    const format = (values.format ?? 'auto');
    if (!FORMATS.includes(format))
        throw new UsageError(`--format must be one of ${FORMATS.join(', ')}`);
    if (positionals.length === 0)
        throw new UsageError('reliability: name an agent-eval report (scores.json or its directory) or tau-bench results files (or their directory)');
    const files = (await Promise.all(positionals.map((p) => expand(p, format)))).flat();
    const inputs = files.map((f) => read(f, format));
    const results = compute(inputs, values.suite?.flatMap((s) => s.split(',')).filter(Boolean));
    if (values.json) {
        if (results.length !== 1) {
            throw new UsageError(`--json describes one suite; the report has ${results.map((r) => r.suite).join(', ')}: choose one with --suite`);
        }
        io.out(`${JSON.stringify(toJson(results[0]), null, 2)}\n`);
    }
    else {
        io.out(results.map(renderText).join('\n'));
    }
    return results.every((r) => r.reliability.final) ? 0 : 1;
}
/** A directory stands for its scores.json (an agent-eval output directory) or for every *.json directly in it. */
async function expand(given, format) {
    const info = await (0,promises_namespaceObject.stat)(given).catch(() => null);
    if (!info)
        throw new UsageError(`${given}: no such file or directory`);
    if (info.isFile())
        return [given];
    if (!info.isDirectory())
        throw new UsageError(`${given}: not a file or a directory`);
    const scores = external_node_path_default().join(given, 'scores.json');
    if (format !== 'tau-bench' && (await (0,promises_namespaceObject.lstat)(scores).catch(() => null))?.isFile())
        return [scores];
    const names = (await (0,promises_namespaceObject.readdir)(given, { withFileTypes: true })).filter((d) => d.isFile() && d.name.endsWith('.json')).map((d) => d.name);
    if (names.length === 0)
        throw new UsageError(`${given}: no scores.json and no *.json results files in this directory`);
    return names.sort(compareNatural).map((n) => external_node_path_default().join(given, n));
}
function read(file, format) {
    let size;
    try {
        size = (0,external_node_fs_namespaceObject.statSync)(file).size;
    }
    catch {
        throw new UsageError(`${file}: cannot read the file`);
    }
    const read = readJsonBounded(file, size, { maxBytes: MAX_BYTES, maxDepth: MAX_DEPTH });
    if (!read.ok)
        throw new UsageError(`${file}: ${read.message}`);
    const value = read.value;
    const detected = Array.isArray(value)
        ? 'tau-bench'
        : typeof value === 'object' && value !== null && 'report_version' in value && 'suites' in value
            ? 'agent-eval'
            : null;
    if (format !== 'auto' && detected !== format) {
        throw new UsageError(`--format ${format}: ${file} is not ${format === 'tau-bench' ? 'a tau-bench results file (a JSON array of results)' : 'an agent-eval report (scores.json)'}`);
    }
    if (detected === null)
        throw new UsageError(`${file}: neither an agent-eval report (scores.json) nor a tau-bench results file (a JSON array of {task_id, reward, trial, ...})`);
    return { shown: file, value, format: detected };
}
function compute(inputs, suites) {
    const formats = new Set(inputs.map((i) => i.format));
    if (formats.size > 1)
        throw new UsageError('the inputs mix an agent-eval report and tau-bench results; give one kind at a time');
    if (formats.has('tau-bench')) {
        if (suites?.length)
            throw new UsageError('--suite applies to agent-eval reports, not to tau-bench results');
        const outcomes = tauBenchOutcomes(inputs.map((i) => ({ name: i.shown, value: i.value })));
        return [{ format: 'tau-bench', files: inputs.map((i) => i.shown), suite: null, reliability: computeReliability(outcomes.input), errors: outcomes.errors }];
    }
    if (inputs.length !== 1)
        throw new UsageError(`one agent-eval report at a time (got ${inputs.length})`);
    const input = inputs[0];
    const parsed = ReportSchema.safeParse(input.value);
    if (!parsed.success)
        throw new UsageError(`${input.shown}: not a valid agent-eval report: ${formatIssues(parsed.error)}`);
    const report = parsed.data;
    const chosen = suites?.length
        ? suites.map((name) => {
            const suite = report.suites.find((s) => s.name === name);
            if (!suite)
                throw new UsageError(`--suite ${name}: no such suite in ${input.shown} (suites: ${report.suites.map((s) => s.name).join(', ')})`);
            return suite;
        })
        : report.suites;
    if (chosen.length === 0)
        throw new UsageError(`${input.shown}: the report has no suites`);
    return chosen.map((suite) => ({
        format: 'agent-eval',
        files: [input.shown],
        suite: suite.name,
        reliability: suiteReliability(suite),
        errors: [
            ...suite.errors.map((e) => `${e.record ? `${e.record}: ` : ''}${e.message}`),
            ...suite.trials.flatMap((t) => t.errors.map((e) => `${t.name}: ${[e.task ? `task ${e.task}` : null, e.record ? `record ${e.record}` : null].filter(Boolean).join(', ') || e.stage}: ${e.message}`)),
        ],
    }));
}
/** The `--json` shape: the figures scripts need first, then the rest of the reliability object. */
function toJson(result) {
    const { n_trials, tasks, pass_hat_k, pass_at_k, final, ...rest } = result.reliability;
    return {
        n_trials,
        tasks,
        pass_hat_k,
        pass_at_k,
        final,
        errors: result.errors,
        format: result.format,
        files: result.files,
        suite: result.suite,
        ...rest,
    };
}
// ---------------------------------------------------------------------------------------------
// The table for people
function renderText(result) {
    const r = result.reliability;
    const out = [];
    const what = result.format === 'tau-bench' ? 'tau-bench results' : `agent-eval report, suite ${result.suite}`;
    out.push(`Reliability: ${what}`);
    out.push(`Source: ${r.source}`);
    out.push(`Files: ${result.files.map((f) => plain(f, 300)).join(', ')}`);
    const status = r.final ? 'final' : `NOT FINAL, observed over ${r.tasks} of ${r.expected_tasks} task(s)`;
    out.push(`${r.n_trials} trial(s) × ${r.tasks} task(s): ${status}`, '');
    if (r.tasks > 0) {
        const rows = Object.keys(r.pass_hat_k).map((k) => [k, pct(r.pass_hat_k[k]), pct(r.pass_at_k[k])]);
        out.push(...table([['k', 'pass^k %', 'pass@k %'], ...rows], [true, true, true]), '');
        const trialRows = r.trials.map((t) => [plain(t.name), `${t.successes}/${t.tasks}`, pct(t.success_rate), t.wilson_95 ? `${pct(t.wilson_95.low)} – ${pct(t.wilson_95.high)}` : '—']);
        out.push(...table([['trial', 'successes', 'SR %', '95% Wilson interval %'], ...trialRows], [false, true, true, true]), '');
        const se = r.success_rate_stderr === null ? 'no standard error with one trial' : `standard error ${pct(r.success_rate_stderr)} points`;
        out.push(`Mean SR across trials: ${pct(r.mean_success_rate)}% (${se}).`);
        if (r.flips.count === 0)
            out.push('No task flips between trials.');
        else {
            const shown = r.flips.tasks.slice(0, reliability_LIST_LIMIT).map((f) => `${plain(f.task)} (${f.successes}/${r.n_trials})`);
            out.push(`${r.flips.count} task(s) flip between trials: ${shown.join(', ')}${r.flips.count > reliability_LIST_LIMIT ? `, … and ${r.flips.count - reliability_LIST_LIMIT} more (--json lists all)` : ''}`);
        }
    }
    if (r.notes.length > 0) {
        out.push('', 'Not final:');
        for (const n of r.notes)
            out.push(`  - ${plain(n, 500)}`);
    }
    if (r.incomplete_tasks.length > 0) {
        const shown = r.incomplete_tasks.slice(0, reliability_LIST_LIMIT).map((t) => `${plain(t.task)} (${t.valid_trials} of ${r.n_trials})`);
        out.push(`Left out (fewer than ${r.n_trials} valid trials): ${shown.join(', ')}${r.incomplete_tasks.length > reliability_LIST_LIMIT ? `, … and ${r.incomplete_tasks.length - reliability_LIST_LIMIT} more` : ''}`);
    }
    if (result.errors.length > 0) {
        out.push(`Errors (${result.errors.length}):`);
        for (const e of result.errors.slice(0, reliability_LIST_LIMIT))
            out.push(`  - ${plain(e, 500)}`);
        if (result.errors.length > reliability_LIST_LIMIT)
            out.push(`  - … and ${result.errors.length - reliability_LIST_LIMIT} more (--json lists all)`);
    }
    return `${out.join('\n')}\n`;
}
function table(rows, right) {
    const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => [...r[i]].length)));
    return rows.map((r) => r.map((cell, i) => (right[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ').trimEnd());
}
function pct(fraction) {
    return typeof fraction === 'number' ? (100 * fraction).toFixed(2) : '—';
}
/** Text from the files, safe for a terminal: no control characters, bounded length. */
function plain(text, max = 100) {
    const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '?');
    return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

;// CONCATENATED MODULE: ./src/cli/main.ts
/** Dispatches a command line to a command and maps errors to exit codes (DESIGN 7). */




const COMMANDS = {
    score: scoreCommand,
    validate: validateCommand,
    schema: schemaCommand,
    reliability: reliabilityCommand,
};
async function main(argv, io) {
    const [command, ...rest] = argv;
    if (command === undefined || command === '--help' || command === '-h' || command === 'help')
        return help(io, 'main');
    if (command === '--version') {
        io.out(`${TOOL_VERSION}\n`);
        return 0;
    }
    const run = COMMANDS[command];
    try {
        if (!run)
            throw new UsageError(`unknown command "${command}" (commands: ${Object.keys(COMMANDS).join(', ')})`);
        return await run(rest, io);
    }
    catch (err) {
        if (err instanceof UsageError || err instanceof ConfigError) {
            io.err(`agent-eval: ${err.message}\n`);
            return 2;
        }
        throw err;
    }
}

;// CONCATENATED MODULE: ./src/cli/index.ts
/** The `agent-eval` executable. */

// Leave through process.exit so that running verifier process groups are killed on the way.
for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => process.exit(130));
main(process.argv.slice(2), {
    out: (t) => process.stdout.write(t),
    err: (t) => process.stderr.write(t),
    isTTY: Boolean(process.stderr.isTTY),
}).then((code) => {
    process.exitCode = code;
}, (err) => {
    process.stderr.write(`agent-eval: internal error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exitCode = 2;
});

