// Whether the content items that links open exist and are published (the publish gates of layouts and home content).
export { linkedItemProblems, type LinkedItem, type LinkedItemProblem } from './linked-items';
