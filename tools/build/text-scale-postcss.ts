import type { Declaration, Plugin, Rule } from 'postcss';

/**
 * 字体大小 (large text) from one root variable: every px font-size and line-height of the phone app's CSS
 * is multiplied by var(--app-text-scale, 1), which the root element sets from the chosen size
 * (contract/boot/text-size.ts). Heights in the same rule (a button's, a tab's, a row's) grow with it, so
 * text keeps fitting its box and touch targets grow with the text. Widths do not: the screen is as wide
 * as it was, and rows wrap instead. Runs before px-to-viewport, which then turns the px inside into vw.
 *
 * A value that already reads the variable is left alone (a rule may scale a width on purpose, e.g. a round
 * floating button), so is one without px.
 */
const VARIABLE = '--app-text-scale';
const TEXT = new Set(['font-size', 'line-height']);
const BOXES = new Set(['height', 'min-height', 'max-height']);

const scalable = (decl: Declaration) => /\dpx/.test(decl.value) && !decl.value.includes(VARIABLE);

function scale(decl: Declaration): void {
  decl.value = `calc(${decl.value} * var(${VARIABLE}, 1))`;
}

export function textScale(options: { exclude: RegExp[] }): Plugin {
  return {
    postcssPlugin: 'text-scale',
    Once(root) {
      const file = root.source?.input.file ?? '';
      if (options.exclude.some((pattern) => pattern.test(file))) return;
      root.walkRules((rule: Rule) => {
        let hasText = false;
        rule.each((node) => {
          if (node.type === 'decl' && TEXT.has(node.prop)) hasText = true;
        });
        rule.each((node) => {
          if (node.type !== 'decl' || !scalable(node)) return;
          if (TEXT.has(node.prop) || (hasText && BOXES.has(node.prop)) || node.prop === 'min-height') scale(node);
        });
      });
    },
  };
}
