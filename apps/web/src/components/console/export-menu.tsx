import { useState } from 'react';
import { Button, Menu, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { EXPORT_FORMATS, type ExportFormat } from '@souq/contract/console-lists';
import { messages } from '@/i18n/console/messages';
import { errorText } from '@/lib/api-client';
import { downloadExport } from '@/lib/console/download-export';

const t = messages.console.export;

export interface ExportMenuProps {
  /** The list's export route path, with its `:format` segment (exportPostsRoute.path…). */
  path: string;
  /** The list's current filter, as the list sends it: the file holds every row it matches. */
  filter: Record<string, string | number | boolean | undefined>;
}

/** "Export" with CSV and XLSX: the whole filtered list, streamed by the server, saved as a file. */
export function ExportMenu({ path, filter }: ExportMenuProps) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(format: ExportFormat) {
    setBusy(format);
    setError(null);
    try {
      await downloadExport(path, format, filter);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={busy !== null}>
            {t.menu}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {EXPORT_FORMATS.map((format) => (
            <Menu.Item key={format} onClick={() => void run(format)}>
              {t[format]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </>
  );
}
