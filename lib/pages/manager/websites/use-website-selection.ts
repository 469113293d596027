/** The websites view's ticked rows and what they can do together: Delete selected, Export selected. */
import { useEffect, useState } from 'preact/hooks';
import type { Website, WebsiteListQuery } from '../../../api/schemas';
import { tCount } from '../../../shared/i18n';
import type { BulkAction } from '../links/bulk';
import { type Selection, withSelection } from '../links/selection';
import { useBulkJob } from '../links/use-bulk-job';
import type { Send } from '../send';
import { downloadWebsitesCsv, websiteDeleteRunner } from './website-export';

interface WebsiteSelectionOptions {
  send: Send;
  announce: (text: string) => void;
  /** The list's query: a new one is a new set of rows. */
  query: WebsiteListQuery;
  /** The rows on screen: only they can be ticked. */
  rows: readonly Website[];
  reload: () => void;
}

export function useWebsiteSelection({ send, announce, query, rows, reload }: WebsiteSelectionOptions) {
  const [selected, setSelected] = useState<Selection<Website>>(new Map());
  // Delete is the only bulk action a website has.
  const bulk = useBulkJob((_action: BulkAction) => websiteDeleteRunner(send), reload);

  // The selection only ever holds rows on screen.
  useEffect(() => setSelected(new Map()), [JSON.stringify(query)]);

  return {
    bulk,
    selected,
    onSelect: (ids: number[], on: boolean) => setSelected(withSelection(selected, rows, ids, on)),
    clearSelection: () => setSelected(new Map()),
    // The selection goes once the job starts, as in the links view: left ticked, the next click
    // could delete websites meant to stay.
    runBulkDelete: () => {
      const websites = [...selected.values()];
      setSelected(new Map());
      void bulk.start('delete', websites);
    },
    exportSelected: () => {
      downloadWebsitesCsv([...selected.values()]);
      announce(tCount('manager_exportWebsitesDone', selected.size));
    },
  };
}
