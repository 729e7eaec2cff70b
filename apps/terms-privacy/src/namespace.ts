/** The i18next namespace holding this remote's strings. */
export const NAMESPACE = 'terms-privacy';
