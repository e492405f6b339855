import { Kbd, Modal, Table } from '@mantine/core';
import { messages } from '@/i18n/console/messages';

/** The keys of the queue, opened with ? (and from the hint under the filters). */
export function ShortcutsHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const m = messages.console.moderation;
  const rows: [string, string][] = [
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
