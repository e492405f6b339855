import { Kbd, Modal, Table } from '@mantine/core';
import { messages } from '@/i18n/console/messages';

function queueKeys(): [string, string][] {
  const m = messages.console.moderation;
  return [
    ['j', m.keyNext],
    ['k', m.keyPrevious],
    ['r', m.resolve],
    ['d', m.dismiss],
    ['h', `${m.hidePost} / ${m.disallowListing}`],
    ['b', m.blockAuthor],
    ['a', m.assignToMe],
    ['n', m.keyNote],
    ['?', m.keyHelp],
  ];
}

function appealKeys(): [string, string][] {
  const s = messages.console.strikes;
  return [
    ['j', s.keyNextAppeal],
    ['k', s.keyPreviousAppeal],
    ['u', s.uphold],
    ['o', s.keyOverturn],
    ['?', messages.console.moderation.keyHelp],
  ];
}

function ratingKeys(): [string, string][] {
  const r = messages.console.ratings;
  return [
    ['j', r.keyNext],
    ['k', r.keyPrevious],
    ['r', r.remove],
    ['d', r.dismiss],
    ['?', messages.console.moderation.keyHelp],
  ];
}

const KEYS = { queue: queueKeys, appeals: appealKeys, ratings: ratingKeys };

/** The keys of the queue or of one of its tabs, opened with ? (and from the hint under the filters). */
export function ShortcutsHelp({ opened, onClose, view = 'queue' }: { opened: boolean; onClose: () => void; view?: keyof typeof KEYS }) {
  const m = messages.console.moderation;
  const rows = KEYS[view]();
  return (
    <Modal opened={opened} onClose={onClose} title={m.shortcuts} closeButtonProps={{ 'aria-label': m.close }} centered>
      <Table>
        <Table.Tbody>
          {rows.map(([key, label]) => (
            <Table.Tr key={key}>
              <Table.Td>
                <Kbd>{key}</Kbd>
              </Table.Td>
              <Table.Td>{label}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
