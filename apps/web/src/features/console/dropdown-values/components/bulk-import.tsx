import { useRef, useState } from 'react';
import { Alert, Badge, Button, FileButton, Group, Paper, Progress, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { BULK_EXTENSIONS, BULK_MAX_BYTES, type DropdownIdentity } from '@souq/contract/constants';
import type { AddDropdownValueRequest } from '@souq/contract/dropdown-values';
import { fillTemplate } from '@souq/contract/fill-template';
import { messages } from '@/i18n/console/messages';
import { useLeaveGuard } from '@/components/form/use-leave-guard';
import { ApiError, errorText } from '@/lib/api-client';
import { useAddDropdownValuesBulk } from '../api';
import { isLegacyExcel, readSpreadsheet, type SheetRow } from './read-spreadsheet';

const t = messages.console.dropdowns;
const PREVIEW_ROWS = 200;

export interface BulkImportProps {
  categoryId: string;
  identity: DropdownIdentity;
  onDone: (message: string) => void;
  onBack: () => void;
}

/** 'Insert bulk': pick a spreadsheet, preview its rows and their problems, insert all or nothing. */
export function BulkImport({ categoryId, identity, onDone, onBack }: BulkImportProps) {
  const insert = useAddDropdownValuesBulk();
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sheet, setSheet] = useState<{ name: string; rows: SheetRow[]; valid: AddDropdownValueRequest[] } | null>(null);
  const resetRef = useRef<() => void>(null);
  // A sheet read and checked but not inserted is unsaved work, like a picked image.
  const guard = useLeaveGuard(sheet !== null);

  const choose = async (file: File | null) => {
    resetRef.current?.();
    setSheet(null);
    setProblem(null);
    insert.reset();
    if (!file) {
      setProblem(messages.upload.noFileSelected);
      return;
    }
    if (!BULK_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension))) {
      setProblem(t.fileTypeInvalid);
      return;
    }
    if (isLegacyExcel(file.name)) {
      setProblem(t.legacyExcel);
      return;
    }
    if (file.size >= BULK_MAX_BYTES) {
      setProblem(messages.dropdown.fileTooLarge);
      return;
    }
    setReading(true);
    try {
      const read = await readSpreadsheet(file, { category_id: categoryId, identity_name: identity });
      if (read.rows.length === 0) setProblem(messages.dropdown.noBulkData);
      else setSheet({ name: file.name, ...read });
    } catch {
      setProblem(t.fileTypeInvalid);
    } finally {
      setReading(false);
    }
  };

  const run = () => {
    if (!sheet || sheet.valid.length === 0) {
      setProblem(messages.dropdown.noBulkData);
      return;
    }
    insert.mutate(
      { rows: sheet.valid, fileName: sheet.name },
      {
        onSuccess: (result) => {
          setSheet(null);
          onDone(`${messages.generic.dataAdded} ${fillTemplate(t.insertedSummary, { inserted: result.inserted, skipped: result.skipped })}`);
        },
      },
    );
  };

  const failed = sheet?.rows.filter((row) => row.problem) ?? [];
  const insertError = insert.error
    ? insert.error instanceof ApiError && insert.error.status === 0
      ? messages.generic.networkError
      : errorText(insert.error)
    : null;

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} shadow="xs">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t.insertBulk}
        </Title>
        <Text size="sm" c="dimmed">
          {t.fileFormat}
        </Text>
        <Group gap="sm">
          <FileButton resetRef={resetRef} onChange={(file) => void choose(file)} accept={BULK_EXTENSIONS.join(',')}>
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconFileSpreadsheet size={18} />} loading={reading} disabled={insert.isPending}>
                {t.chooseFile}
              </Button>
            )}
          </FileButton>
          {sheet && (
            <Text size="sm" dir="auto">
              {sheet.name}
            </Text>
          )}
        </Group>
        {reading && <Progress value={100} animated striped aria-label={t.reading} />}
        {(problem ?? insertError) && (
          <Alert color="red" role="alert">
            {problem ?? insertError}
          </Alert>
        )}
        {sheet && (
          <>
            <Group gap="sm">
              <Badge color="teal" variant="light">
                {sheet.valid.length} {t.rowsReady}
              </Badge>
              {failed.length > 0 && (
                <Badge color="red" variant="light">
                  {failed.length} {t.rowsWithErrors}
                </Badge>
              )}
            </Group>
            <ScrollArea.Autosize mah={360}>
              <Table striped withTableBorder aria-label={t.preview}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={70}>{t.row}</Table.Th>
                    <Table.Th>value_en</Table.Th>
                    <Table.Th>value_ar</Table.Th>
                    <Table.Th>{t.problem}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(failed.length > 0 ? failed : sheet.rows).slice(0, PREVIEW_ROWS).map((row) => (
                    <Table.Tr key={row.row}>
                      <Table.Td>{row.row}</Table.Td>
                      <Table.Td dir="auto">{row.value_en}</Table.Td>
                      <Table.Td dir="auto">{row.value_ar}</Table.Td>
                      <Table.Td c={row.problem ? 'red' : undefined}>{row.problem ?? '✓'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          </>
        )}
        {insert.isPending && <Progress value={100} animated striped aria-label={t.inserting} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => guard.confirm(onBack)} disabled={insert.isPending}>
            {t.back}
          </Button>
          <Button
            leftSection={<IconUpload size={16} />}
            onClick={run}
            loading={insert.isPending}
            disabled={!sheet || failed.length > 0 || sheet.valid.length === 0}
          >
            {t.insert}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
