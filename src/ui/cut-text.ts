// The rule lives in contract/ so the server's first-screen HTML cuts titles exactly as the widgets do.
export { ELLIPSIS, TITLE_LENGTH, cutText } from '../../contract/text/cut-text';
