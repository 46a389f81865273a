/**
 * Share of page loads on which a phone checks its nodes' props after binding (bound-props-check.tsx). The
 * server's lint checks static props and binding types before a layout is stored; what remains is an answer
 * that does not match its schema, which many phones see alike, so a tenth of them are enough to tell
 * operators, and the other nine load none of the checking code.
 */
export const BOUND_PROPS_SAMPLE = 0.1;
