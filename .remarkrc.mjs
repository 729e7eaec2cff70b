// The link check (`npm run check:links`, a step of `npm test`): every relative link in README.md
// and docs/ points at a file that exists, and every `#anchor` at a heading there. Offline:
// `repository: false` keeps remark-validate-links from asking Git for a remote (links to a hosted
// copy are not checked; nothing goes to the network), and the command passes `--no-stdout`, so
// no file is rewritten or printed.
import remarkValidateLinks from 'remark-validate-links';

export default {
  plugins: [[remarkValidateLinks, { repository: false, root: import.meta.dirname }]],
};
