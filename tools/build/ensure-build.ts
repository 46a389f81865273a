// `npm start` / `npm run start:cluster`, before they exec the built server: build when dist/ or dist-server/
// is missing or older than the sources, and otherwise do nothing (a start then takes the server's own time).
import { buildIfStale } from './build-inputs';

const status = buildIfStale();
if (status !== 0) process.exit(status);
