import { useEffect } from 'react';
import { PageHeader } from '@sheet/ui-kit';
import { SamplesContext } from './demo';
import { KeyboardForm } from './KeyboardForm';
import { exportedElements } from './kit';
import { galleryUrl, type GalleryParams } from './params';
import { samplesFor } from './samples';
import { SECTIONS } from './sections';

const LANGUAGES = [
  { code: 'en-us', name: 'English (US)', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
] as const;

/** The page: settings links, the sections (or the one asked for with ?section=) and the form. */
export function Gallery({ params, url }: { params: GalleryParams; url: URL }) {
  const samples = samplesFor(params.language);
  useEffect(() => {
    // ErrorPanel takes the focus when it mounts (that is its job) and scrolls it into view: the
    // gallery still opens at its top, or at the section the address names.
    if (window.location.hash) {
      document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
    } else window.scrollTo(0, 0);
    // For tests and screenshots: everything is on the page.
    document.documentElement.dataset.galleryReady = 'true';
  }, []);
  const covered = new Set(SECTIONS.flatMap((section) => section.covers));
  const missing = exportedElements().filter((name) => !covered.has(name));
  const shown = params.section
    ? SECTIONS.filter((section) => section.name === params.section)
    : SECTIONS;
  const showForm = !params.section || params.section === 'form';
  const link = (changes: Record<string, string | undefined>, label: string, current: boolean) => (
    <a href={galleryUrl(url, changes)} aria-current={current ? 'page' : undefined}>
      {label}
    </a>
  );

  return (
    <SamplesContext.Provider value={{ samples, language: params.language }}>
      <main className="gallery">
        <PageHeader title={samples.galleryTitle} subtitle={samples.gallerySubtitle} />
        {params.section ? null : (
          <nav className="gallery-settings" aria-label={samples.settings}>
            <span>
              {samples.theme}: {link({ theme: 'light' }, samples.light, params.theme === 'light')}{' '}
              {link({ theme: 'dark' }, samples.dark, params.theme === 'dark')}
            </span>
            <span>
              {samples.device}:{' '}
              {link({ device: undefined }, samples.phone, params.device === 'phone')}{' '}
              {link({ device: 'tv' }, samples.tv, params.device === 'tv')}
            </span>
            <span>
              {samples.language}:{' '}
              {LANGUAGES.map((language) => (
                <span key={language.code} lang={language.code} dir={language.dir}>
                  {link(
                    { lang: language.code },
                    language.name,
                    params.language === language.code,
                  )}{' '}
                </span>
              ))}
            </span>
          </nav>
        )}
        {missing.length ? (
          <section className="sk-alert" id="missing" aria-labelledby="missing-title">
            <h2 className="sk-alert__title" id="missing-title">
              {samples.notInGallery}
            </h2>
            <p lang="en" dir="ltr">
              {missing.join(', ')}
            </p>
          </section>
        ) : null}
        {shown.map((section) => (
          <div key={section.name}>{section.render()}</div>
        ))}
        {showForm ? <KeyboardForm /> : null}
      </main>
    </SamplesContext.Provider>
  );
}
