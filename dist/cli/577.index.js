export const id = 577;
export const ids = [577];
export const modules = {

/***/ 1577:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  privateReportLine: () => (/* binding */ privateReportLine)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/age-encryption/dist/index.js + 4 modules
var dist = __webpack_require__(5103);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/views/markdown.ts + 1 modules
var markdown = __webpack_require__(214);
;// CONCATENATED MODULE: ./src/core/report/private.ts
/**
 * The private report (docs/held-out.md): the complete report, every held-out detail included, as
 * scores.json and summary.md. A workflow only ever writes it encrypted to the maintainers' age
 * recipients (`<file>.age`, which `age -d -i key.txt` decrypts); the CLI writes it in the clear
 * only where the user asks (`--private-out DIR`).
 */





/** The files of the private report, name -> text: the complete report and its summary. */
function privateReportFiles(report) {
    return [
        { name: 'scores.json', text: `${JSON.stringify(report, null, 2)}\n` },
        { name: 'summary.md', text: (0,markdown/* renderMarkdown */.Gc)(report) },
    ];
}
/** Writes the private report in the clear (the CLI's `--private-out DIR`, on the user's own machine); returns the files written. */
async function writePrivateReport(report, dir) {
    await (0,promises_.mkdir)(dir, { recursive: true });
    const written = [];
    for (const f of privateReportFiles(report)) {
        const file = external_node_path_default().join(dir, f.name);
        await (0,promises_.writeFile)(file, f.text);
        written.push(file);
    }
    return written;
}
/** An age recipient: an X25519 public key (age1…) or a post-quantum one (age1pq1…). */
const RECIPIENT = /^age1[0-9a-z]{50,}$/;
/**
 * The recipients in a list as a workflow input or a repository variable gives them: separated by
 * commas, spaces or new lines; `#` starts a comment (as in an age recipients file). Throws a
 * UsageError naming the first that is not an age recipient (`from` says where it came from).
 */
function parseRecipients(text, from) {
    const recipients = text
        .split('\n')
        .map((line) => line.replace(/#.*/, ''))
        .flatMap((line) => line.split(/[\s,]+/))
        .filter(Boolean);
    const bad = recipients.find((r) => !RECIPIENT.test(r));
    if (bad)
        throw new UsageError(`${from}: ${JSON.stringify(bad.length > 80 ? `${bad.slice(0, 80)}…` : bad)} is not an age recipient (age1…, as age-keygen prints)`);
    return [...new Set(recipients)];
}
/**
 * Writes the private report encrypted to the recipients: `<dir>/scores.json.age` and
 * `<dir>/summary.md.age` (binary age files); returns the files written. Nothing is written in
 * the clear.
 */
async function writeEncryptedPrivateReport(report, recipients, dir) {
    if (recipients.length === 0)
        throw new UsageError('the private report needs at least one age recipient');
    await mkdir(dir, { recursive: true });
    const written = [];
    for (const f of privateReportFiles(report)) {
        const e = new Encrypter();
        for (const r of recipients)
            e.addRecipient(r);
        const file = path.join(dir, `${f.name}.age`);
        await writeFile(file, await e.encrypt(f.text));
        written.push(file);
    }
    return written;
}

;// CONCATENATED MODULE: ./src/cli/private-out.ts
/** The CLI's private report (docs/held-out.md): written in the clear only where `--private-out DIR` says. */


/** Writes the complete report to `dir` when given; returns the line for stderr either way. */
async function privateReportLine(full, dir, where) {
    if (dir === undefined)
        return 'Held-out tasks: only aggregates are in the report; --private-out DIR writes the complete report (in the clear, for you alone).\n';
    const files = await writePrivateReport(full, dir);
    return `Private report (held-out details, in the clear: keep it private) written to ${where(external_node_path_default().dirname(files[0]))}.\n`;
}


/***/ })

};
