import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '@/test/render';
import { FormCard } from './form-card';
import { SelectField } from './select-field';
import { TextField } from './text-field';

const ZFields = z.object({ name: z.string().min(1, 'name is required'), kind: z.string().min(1, 'kind is required') });
type Fields = z.infer<typeof ZFields>;

function Harness({ busy = false }: { busy?: boolean }) {
  const {
    control,
    handleSubmit,
    formState: { isDirty },
  } = useForm<Fields>({ resolver: zodResolver(ZFields), defaultValues: { name: '', kind: '' } });
  return (
    <FormCard
      title="Thing"
      busy={busy}
      onSubmit={(event) => void handleSubmit(() => undefined)(event)}
      onBack={vi.fn()}
      dirty={isDirty}
      labels={{ save: 'Save', back: 'Back' }}
    >
      <TextField control={control} name="name" label="Name" required />
      <SelectField
        control={control}
        name="kind"
        label="Kind"
        required
        data={[
          { value: '', label: 'Select' },
          { value: 'a', label: 'A' },
        ]}
      />
    </FormCard>
  );
}

describe('form kit', () => {
  it('labels each field, announces its error as an alert and types text in either direction', async () => {
    renderWithMantine(<Harness />);
    expect(screen.getByRole('form', { name: 'Thing' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Name/)).toHaveAttribute('dir', 'auto');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['name is required', 'kind is required']));
  });

  it('disables every field and Back while the form is busy', () => {
    renderWithMantine(<Harness busy />);
    expect(screen.getByLabelText(/Name/)).toBeDisabled();
    expect(screen.getByLabelText(/Kind/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
  });
});
