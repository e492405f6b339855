import { registerNamespace, startI18n } from '@/i18n/i18n';
import { visitorsAr } from './visitors.ar';
import { visitorsEn } from './visitors.en';

/**
 * The join prompt's catalog (namespace `visitors`), registered when the prompt first loads. Both
 * languages come in the prompt's own chunk: a few lines each, not worth a request of their own.
 */
export const VISITORS_NAMESPACE = 'visitors';

registerNamespace(VISITORS_NAMESPACE, (language) => (language === 'ar' ? visitorsAr : visitorsEn));

/** The prompt's texts in the reader's language, before it first renders. */
export const visitorsTextsLoader = (): Promise<void> => startI18n();
