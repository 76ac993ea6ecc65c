/**
 * Regular-expression work counted in steps, not time: while installed, RegExp.prototype.exec
 * (which test, replace, split and match call once it is replaced) records each pattern it runs
 * and adds the characters handed to it (from lastIndex for a global pattern; for a sticky one,
 * what it matched). A pattern that is linear by review, run on text whose total grows linearly,
 * is linear work; the tests check both.
 */
export interface RegexSteps {
  steps: number;
  /** `/source/flags` of each pattern run since the last clear. */
  seen: Set<string>;
  uninstall(): void;
}

export function countRegexSteps(): RegexSteps {
  const exec = RegExp.prototype.exec;
  const state: RegexSteps = {
    steps: 0,
    seen: new Set(),
    uninstall: () => {
      RegExp.prototype.exec = exec;
    },
  };
  RegExp.prototype.exec = function (this: RegExp, input: string) {
    const text = String(input);
    const from = this.global || this.sticky ? this.lastIndex : 0;
    state.seen.add(`/${this.source}/${this.flags}`);
    const m = exec.call(this, text);
    state.steps += (this.sticky && m ? m[0].length : Math.max(0, text.length - from)) + 1;
    return m;
  };
  return state;
}
