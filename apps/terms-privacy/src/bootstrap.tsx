import { renderStandaloneRemote } from '@sheet/sheet-runtime';
import routes from './routes';

// Standalone dev host (`npx nx serve terms-privacy`): the same routes the shell mounts, without the shell.
const container = document.getElementById('root');
if (container) void renderStandaloneRemote(routes, container);
