export const id = 622;
export const ids = [622];
export const modules = {

/***/ 9622:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8532);
/**
 * Imported first by the action, and by the CLI before it loads a command (one-shot processes):
 * zod compiles a fast parser per object schema on its first use, which costs more than it saves
 * when each schema parses a handful of documents (a report, a few partials): ~20 ms of a 150 ms merge. Schemas read
 * this setting when they are built, so this module must be evaluated before any schema module.
 */

zod__WEBPACK_IMPORTED_MODULE_0__/* .config */ .$W({ jitless: true });


/***/ })

};
