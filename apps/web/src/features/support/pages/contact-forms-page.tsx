import { NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CONTACT_FORM_ACTIONS } from '@souq/contract/constants';
import { messages } from '@souq/contract/messages';
import type { ContactForm } from '@souq/contract/support';
import { ListTable, type Column } from '@/components/list-table';
import { StatusBanner, useStatusBanner } from '@/components/status-banner';
import { useListParams } from '@/components/use-list-params';
import { errorText } from '@/lib/api-client';
import { formatGermanDate } from '@/lib/dates';
import { contactFormsQuery, useUpdateContactForm } from '../api';

const t = messages.console.support;

/** #/rm-admin/contactform: messages from the apps; the action selector saves at once. */
export function ContactFormsPage() {
  const params = useListParams();
  const forms = useQuery(contactFormsQuery(params.page));
  const update = useUpdateContactForm();
  const { banner, showSuccess, showError, clear } = useStatusBanner();

  const columns: Column<ContactForm>[] = [
    { key: 'id', header: t.id, value: (row) => row._id },
    { key: 'name', header: t.name, value: (row) => row.user_id.name },
    { key: 'email', header: t.email, value: (row) => row.user_id.email },
    { key: 'message', header: t.message, value: (row) => row.message },
    { key: 'date', header: t.createdDate, value: (row) => formatGermanDate(row.createdAt) },
    {
      key: 'action',
      header: t.action,
      width: 160,
      render: (row) => (
        <NativeSelect
          aria-label={`${t.action} ${row._id}`}
          value={row.action}
          data={CONTACT_FORM_ACTIONS.map((value) => ({ value, label: t[value] }))}
          disabled={update.isPending && update.variables.contactform_id === row._id}
          onChange={(event) =>
            update.mutate(
              { contactform_id: row._id, action: event.currentTarget.value === 'completed' ? 'completed' : 'pending' },
              { onSuccess: () => showSuccess(messages.generic.updateSuccess), onError: (error) => showError(errorText(error)) },
            )
          }
        />
      ),
    },
  ];
  return (
    <>
      <StatusBanner banner={banner} onClose={clear} />
      <ListTable
        title={t.contactFormsTitle}
        columns={columns}
        rows={forms.data?.contactforms}
        rowKey={(row) => row._id}
        loading={forms.isFetching}
        error={forms.error}
        params={params}
        searchable={false}
        paginated
        isNext={forms.data?.isNext ?? false}
        emptyText={t.emptyForms}
      />
    </>
  );
}
