/**
 * The ui-kit gallery (see ../webpack.gallery.js): the kit's elements in every state, with the
 * shell's presentation settings from the query: ?theme=light|dark&device=tv&lang=en-us|ar, and
 * ?section=<ElementName>|form to show one section alone.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startI18n } from '@sheet/i18n';
import { registerUiKitStrings, Spinner, UI_KIT_NAMESPACE } from '@sheet/ui-kit';
import { installDpadNavigation } from '../src';
import { Gallery } from './Gallery';
import { applyGalleryParams, readGalleryParams } from './params';
import './gallery.css';

const url = new URL(window.location.href);
const params = readGalleryParams(url);
applyGalleryParams(params);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);
root.render(<Spinner />);

// On a TV the remote's D-pad moves the focus, as the shell arranges it there: in place before the
// gallery shows (and says it is ready).
const dpadInstalled =
  params.device === 'tv' ? installDpadNavigation(container) : Promise.resolve(undefined);

registerUiKitStrings();
void Promise.all([startI18n(params.language, [UI_KIT_NAMESPACE]), dpadInstalled]).then(() => {
  root.render(
    <StrictMode>
      <Gallery params={params} url={url} />
    </StrictMode>,
  );
});
