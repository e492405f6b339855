import { useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import type { BulkResult } from '@souq/contract/console-lists';
import type { StrikeReason } from '@souq/contract/strike-reason';
import { fillTemplate } from '@souq/contract/fill-template';
import { messages } from '@/i18n/console/messages';
import { consoleLanguage } from '@/i18n/console/language-state';
import { formatNumber } from '@/lib/format';
import { errorText } from '@/lib/api-client';
import { ConfirmDialog } from './confirm-dialog';
import { StrikeReasonDialog } from './strike-reason-dialog';
import type { RowSelection } from './row-selection';

const t = messages.console.bulk;

/** Which rows an action reaches: the picked ids, or every row matching the list's filter. */
export type BulkTarget = { ids: string[] } | { filter: Record<string, unknown> };

/** Why staff hide, disallow or block: sent with the action, told to each member struck. */
export interface BulkStrikeChoice {
  reason: StrikeReason;
  note: string | null;
}

export interface BulkAction {
  key: string;
  /** The button's text ('Hide'). */
  label: string;
  /** The question naming the count ('Hide {count} posts?'). */
  confirm: string;
  run: (target: BulkTarget, strike?: BulkStrikeChoice) => Promise<BulkResult>;
  danger?: boolean;
  /** The action strikes each member it reaches (hide, disallow, block): it asks for the reason first. */
  strikes?: boolean;
}

export interface BulkActionBarProps {
  selection: RowSelection;
  /** The ids of the rows on the page shown. */
  pageIds: readonly string[];
  /** How many rows the filter matches, when the list knows (withTotal). */
  total?: number;
  /** The list's filter as the list sends it, for "all matching". */
  filter: Record<string, unknown>;
  actions: readonly BulkAction[];
  /** After an action: the text to show ("3 changed"). */
  onDone: (message: string) => void;
}

/** The red (danger) actions last, at the end edge, as in rows (components/row-actions.tsx). */
function inConsoleOrder(actions: readonly BulkAction[]): BulkAction[] {
  return [...actions.filter((action) => !action.danger), ...actions.filter((action) => action.danger)];
}

/**
 * The bar over a list with selected rows: how many, the offer to extend the page's selection to
 * every row matching the filter, and the list's bulk actions, each confirmed by a question
 * naming the count. An action that strikes asks the reason and note as the single action does,
 * since every member it reaches is told why and may appeal.
 */
export function BulkActionBar({ selection, pageIds, total, filter, actions, onDone }: BulkActionBarProps) {
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const count = selection.allMatching ? (total ?? 0) : selection.ids.size;
  if (count === 0 && !selection.allMatching) return null;

  const wholePage = pageIds.length > 0 && pageIds.every((id) => selection.ids.has(id));
  const offerAll = !selection.allMatching && wholePage && total !== undefined && total > selection.ids.size;
  const number = (n: number) => formatNumber(n, consoleLanguage());

  async function confirm(strike?: BulkStrikeChoice) {
    if (!asking) return;
    setBusy(true);
    setError(null);
    try {
      const target: BulkTarget = selection.allMatching ? { filter } : { ids: [...selection.ids] };
      const result = await asking.run(target, strike);
      const parts = [fillTemplate(t.changed, { count: number(result.changed) })];
      if (result.notFound.length > 0) parts.push(fillTemplate(t.notFound, { count: number(result.notFound.length) }));
      selection.clear();
      setAsking(null);
      onDone(parts.join('. '));
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  const question = asking ? fillTemplate(asking.confirm, { count: number(count) }) : '';
  const cancel = () => {
    setAsking(null);
    setError(null);
  };

  return (
    <Paper withBorder radius="sm" p="xs" mb="sm" bg="var(--mantine-color-blue-light)">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          <Text fw={600} role="status">
            {selection.allMatching ? fillTemplate(t.allMatchingSelected, { count: number(count) }) : fillTemplate(t.selectedCount, { count: number(count) })}
          </Text>
          {offerAll && (
            <Button variant="subtle" size="compact-sm" onClick={selection.selectAllMatching}>
              {fillTemplate(t.selectAllMatching, { count: number(total) })}
            </Button>
          )}
          <Button variant="subtle" size="compact-sm" color="gray" onClick={selection.clear}>
            {t.clearSelection}
          </Button>
        </Group>
        <Group gap="xs" role="group" aria-label={t.actionsLabel}>
          {inConsoleOrder(actions).map((action) => (
            <Button key={action.key} size="compact-sm" color={action.danger ? 'red' : undefined} onClick={() => setAsking(action)}>
              {action.label}
            </Button>
          ))}
        </Group>
      </Group>
      <ConfirmDialog
        opened={asking !== null && !asking.strikes}
        message={question}
        onConfirm={() => void confirm()}
        onCancel={cancel}
        busy={busy}
        error={error}
        danger={asking?.danger ?? false}
      />
      <StrikeReasonDialog
        opened={asking?.strikes === true}
        title={question}
        onConfirm={(strike) => void confirm(strike)}
        onCancel={cancel}
        busy={busy}
        error={error}
      />
    </Paper>
  );
}
