import { describe, expect, it } from 'vitest';
import manifest from '../../../contract/generated/widget-manifest.json';
import { actionSchemas, endpointInfos } from '../schema-form/schema-registry';
import { actionDescription, actionTitle, widgetDescription, widgetTitle } from './widget-names';

// What operators read of the catalogue is Chinese: every widget, action and endpoint has a Chinese name
// (x-title), and the descriptions shown for widgets and actions have no English word.

const CHINESE = /[\u4e00-\u9fff]/;
const LATIN_WORD = /[A-Za-z]{2,}/;

describe('catalogue names for operators', () => {
  it('names and describes every widget in Chinese', () => {
    for (const name of Object.keys(manifest)) {
      expect(widgetTitle(name), name).toMatch(CHINESE);
      expect(widgetDescription(name), name).toMatch(CHINESE);
      expect(widgetDescription(name), name).not.toMatch(LATIN_WORD);
    }
  });

  it('names and describes every action in Chinese', () => {
    for (const name of actionSchemas().keys()) {
      expect(actionTitle(name), name).toMatch(CHINESE);
      expect(actionDescription(name), name).not.toMatch(LATIN_WORD);
    }
  });

  it('names every endpoint in Chinese', () => {
    for (const endpoint of endpointInfos()) expect(endpoint.title, endpoint.name).toMatch(CHINESE);
  });
});
