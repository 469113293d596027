/**
 * "Shorten links in selection": the context menu's click grants activeTab on the tab,
 * under which one `scripting.executeScript` reads the selection's anchors and text (Chrome MV3
 * and Firefox, whose MV2 has `scripting` since 102). Where no script may run (a store page, a
 * PDF viewer) the menu's own selectionText still gives the bare URLs.
 */
import { browser } from 'wxt/browser';
import {
  type CollectedSelection,
  collectSelection,
  linksInSelection,
  type SelectedLink,
} from './selection-links';

export interface SelectionTarget {
  tabId?: number | undefined;
  frameId?: number | undefined;
  selectionText?: string | undefined;
}

export async function selectedLinks({
  tabId,
  frameId,
  selectionText,
}: SelectionTarget): Promise<SelectedLink[]> {
  let collected: CollectedSelection = { text: selectionText ?? '', anchors: [] };
  if (tabId !== undefined) {
    try {
      const [first] = await browser.scripting.executeScript({
        target: { tabId, ...(frameId ? { frameIds: [frameId] } : {}) },
        func: collectSelection,
      });
      const result = first?.result as CollectedSelection | undefined;
      // The menu's selectionText is cut at some length; the page's own is whole.
      if (result && typeof result.text === 'string' && Array.isArray(result.anchors)) collected = result;
    } catch (error) {
      console.warn('Could not read the selection in the page; using the menu text', error);
    }
  }
  return linksInSelection(collected);
}
