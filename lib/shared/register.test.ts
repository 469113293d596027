/**
 * One register per language: a page that says "Sie" in one sentence and "du" in the next reads as
 * two authors. German, French and Brazilian Portuguese speak to the user formally (Sie, vous,
 * você); Spanish uses tú, as the Spanish interfaces of browsers do. Each check lists the forms of
 * the other register that a sentence would use.
 */
import { describe, expect, it } from 'vitest';
import { localeMessages } from '../../components/testing/english-messages';

/** Any of `forms` as a whole word (JavaScript's \b knows no letter beyond ASCII: "ä" would end a word). */
const anyWord = (forms: string[]) => new RegExp(`(?<!\\p{L})(${forms.join('|')})(?!\\p{L})`, 'iu');
/** Any of `verbs` where a sentence or a clause starts: the imperative, not the noun ("Die Suche"). */
const anyImperative = (verbs: string[]) => new RegExp(`(^|[:.!?]\\s+)(${verbs.join('|')})(?!\\p{L})`, 'iu');

const OTHER_REGISTER: Record<string, RegExp[]> = {
  de: [
    anyWord(['du', 'dich', 'dir', 'dein\\p{L}*', 'euch', 'euer']),
    anyImperative(['öffne', 'wähle', 'gib', 'klicke', 'warte', 'prüfe', 'versuche', 'nutze', 'füge']),
    anyImperative(['markiere', 'erlaube', 'suche', 'speichere', 'tippe', 'gehe', 'lege']),
  ],
  fr: [anyWord(['tu', 'toi', 'ton', 'ta', 'tes']), /(?<!\p{L})t’/iu],
  es: [
    anyWord(['usted', 'ustedes', 'introduzca', 'pulse', 'haga', 'revise', 'espere', 'seleccione']),
    anyWord(['elija', 'elíjalo', 'escriba', 'abra', 'compruebe', 'añada', 'guarde', 'pruebe']),
  ],
  pt_BR: [anyWord(['tu', 'teu', 'tua', 'teus', 'tuas', 'contigo', 'vós', 'vosso', 'vossa'])],
};

describe.each(Object.entries(OTHER_REGISTER))('the %s messages', (locale, patterns) => {
  it('speak to the user in one register', () => {
    const other = Object.entries(localeMessages(locale))
      .filter(([, { message }]) => patterns.some((pattern) => pattern.test(message)))
      .map(([key, { message }]) => `${key}: ${message}`);

    expect(other).toEqual([]);
  });
});

// One name per thing: "Benachrichtigungen" is the browser's notifications ("Show notifications"),
// so German names the Alerts section, and what it says about alerts, with another word.
describe('the German words for alerts', () => {
  it('differ from the word for the browser’s notifications', () => {
    const german = localeMessages('de');
    const alertsWords = ['options_alerts_heading', 'options_alerts_saved', 'alert_server_back'].map(
      (key) => german[key]?.message ?? '',
    );

    expect(german.options_notifications?.message).toContain('Benachrichtigungen');
    expect(alertsWords.filter((words) => words.includes('Benachrichtigungen'))).toEqual([]);
  });
});
