import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ZRegisterRequest, type RegisterRequest } from '@souq/contract/members-account';
import { BusyForm } from '@/components/form/busy-form';
import { PasswordField } from '@/components/form/password-field';
import { SelectField } from '@/components/form/select-field';
import { showServerFieldErrors } from '@/components/form/server-field-errors';
import { TextField } from '@/components/form/text-field';
import { FormFailure } from '@/components/members/form-failure';
import { errorText } from '@/lib/api-client';
import { browserCountry, countryOptions } from '../country-options';

type RegisterValues = RegisterRequest;
const FIELDS: readonly (keyof RegisterValues)[] = ['name', 'email', 'password', 'country_id'];

export interface RegisterFormProps {
  /** Sends the checked values; a failure (ApiError) is shown on the form, which keeps what was typed. */
  onRegister: (values: RegisterValues) => Promise<void>;
}

/**
 * Name, e-mail, password and country, checked with the contract's ZRegisterRequest: the same
 * rules and messages as the server, shown in the reader's language. The server's own refusals
 * (a taken e-mail, a field it finds wrong) land on the form as well.
 */
export function RegisterForm({ onRegister }: RegisterFormProps) {
  const { t, i18n } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const [visible, setVisible] = useState(false);
  const { control, handleSubmit, setError, formState } = useForm<RegisterValues>({
    resolver: zodResolver(ZRegisterRequest),
    defaultValues: { name: '', email: '', password: '', country_id: browserCountry() },
  });
  const busy = formState.isSubmitting;
  const countries = [{ value: '', label: t('register.countryPlaceholder'), disabled: true }, ...countryOptions(i18n.language)];

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onRegister(values);
    } catch (error) {
      // A refusal that names a field shows there; any other (a taken e-mail, too many sign-ups) on top.
      if (!showServerFieldErrors(error, setError, FIELDS)) setFailure(errorText(error));
    }
  });

  return (
    <BusyForm label={t('register.title')} busy={busy} onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <FormFailure text={failure} withIcon />
        <TextField control={control} name="name" label={t('register.name')} autoComplete="name" required />
        <TextField control={control} name="email" label={t('register.email')} type="email" inputMode="email" autoComplete="email" required />
        <PasswordField
          control={control}
          name="password"
          label={t('register.password')}
          description={t('register.passwordHint')}
          autoComplete="new-password"
          required
          visible={visible}
          onVisibilityChange={setVisible}
          visibilityToggleButtonProps={{ 'aria-label': visible ? t('common.hidePassword') : t('common.showPassword') }}
        />
        <SelectField control={control} name="country_id" label={t('register.country')} data={countries} autoComplete="country" required />
        <Button type="submit" size="md" fullWidth loading={busy}>
          {t('register.submit')}
        </Button>
      </Stack>
    </BusyForm>
  );
}
