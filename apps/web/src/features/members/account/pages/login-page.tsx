import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle, IconLock, IconMail } from '@tabler/icons-react';
import { flushSync } from 'react-dom';
import { Link, Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BusyForm } from '@/components/form/busy-form';
import { useFieldChrome } from '@/components/form/field-chrome';
import { useInputDir } from '@/components/form/input-dir';
import { FormFailure } from '@/components/members/form-failure';
import { JoinFrame } from '@/components/members/join-frame';
import { ApiError, errorText } from '@/lib/api-client';
import { memberPaths } from '@/lib/members/paths';
import { isMemberSession, peekMemberNotice, saveMemberSession, takeMemberNotice, useMemberSession } from '@/lib/members/session';
import { takeReturnTo } from '@/lib/members/visitors';
import { discardLogin, useMemberLogin } from '../login-api';

type Field = 'email' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

/**
 * #/app/login: a member logs in with e-mail and password (POST /api/login) and lands on Home
 * (the feed), or back where they were as a visitor. A staff account is told to use the console and
 * its token is ended at once. The form
 * keeps what was typed after any failure. The first screen a member waits for has a JavaScript
 * budget (docs/performance.md) that react-hook-form and zod would outweigh: its two fields are
 * checked by hand, inside the form kit's BusyForm and with the kit's field look.
 */
export function MemberLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useMemberSession();
  const login = useMemberLogin();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [staff, setStaff] = useState(false);
  // A blocked account's refusal carries a signed token to appeal the block with.
  const [appealToken, setAppealToken] = useState<string | null>(null);
  const [visible, setVisible] = useState(false);
  const [destination, setDestination] = useState<string | null>(null);
  // Why the last session ended ('Your session has ended...'), shown once.
  const [notice] = useState(peekMemberNotice);
  useEffect(() => {
    takeMemberNotice();
  }, []);
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  // An address reads left to right inside an Arabic page: the input itself carries dir="auto".
  const emailRef = useInputDir('auto', inputs.email);
  // The hooks run outside the form they render, which is busy while the login is under way.
  const emailChrome = useFieldChrome(errors.email, login.isPending);
  const passwordChrome = useFieldChrome(errors.password, login.isPending);

  if (session) return <Navigate to={destination ?? memberPaths.home} replace />;

  const check = (next: typeof values): FieldErrors => ({
    ...(next.email.trim() ? {} : { email: t('login.emailRequired') }),
    ...(next.password ? {} : { password: t('login.passwordRequired') }),
  });

  const change = (field: Field) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors((current) => ({ ...current, [field]: check(next)[field] }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    setStaff(false);
    setAppealToken(null);
    const found = check(values);
    setErrors(found);
    if (found.email || found.password) {
      inputs[found.email ? 'email' : 'password'].current?.focus();
      return;
    }
    try {
      const data = await login.mutateAsync({ email: values.email.trim(), password: values.password });
      if (!isMemberSession(data)) {
        discardLogin(data.token);
        setStaff(true);
        return;
      }
      // Back to where a visitor chose Log in or Join (kept through the verification e-mail's tab).
      // Committed before the session is saved: the saved session re-renders this page at once,
      // and its redirect must lead there too.
      const next = takeReturnTo() ?? memberPaths.home;
      flushSync(() => setDestination(next));
      try {
        saveMemberSession(data);
      } catch {
        setFailure(t('login.noStorage'));
        return;
      }
      void navigate(next, { replace: true });
    } catch (error) {
      setFailure(errorText(error));
      if (error instanceof ApiError && error.status === 403 && error.fields?.appealToken) setAppealToken(error.fields.appealToken);
    }
  };

  return (
    <JoinFrame title={t('login.title')} subtitle={t('login.subtitle')}>
      <BusyForm busy={login.isPending} onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          {notice && !failure && !staff && (
            <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} role="status" py="xs">
              {t(`notice.${notice}`)}
            </Alert>
          )}
          <FormFailure text={failure} withIcon />
          {appealToken && (
            <Anchor component={Link} to={`${memberPaths.appealBlock}?token=${encodeURIComponent(appealToken)}`} fw={700}>
              {t('login.appealBlock')}
            </Anchor>
          )}
          {staff && (
            <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" py="xs">
              {t('login.staffAccount')}{' '}
              <Anchor component={Link} to="/rm-admin" fw={700} c="inherit" underline="always" inherit>
                {t('login.toConsole')}
              </Anchor>
            </Alert>
          )}
          <TextInput
            ref={emailRef}
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            label={t('login.email')}
            leftSection={<IconMail size={16} aria-hidden />}
            value={values.email}
            onChange={(event) => change('email')(event.currentTarget.value)}
            {...emailChrome}
          />
          <PasswordInput
            ref={inputs.password}
            name="password"
            autoComplete="current-password"
            label={t('login.password')}
            leftSection={<IconLock size={16} aria-hidden />}
            visible={visible}
            onVisibilityChange={setVisible}
            visibilityToggleButtonProps={{ 'aria-label': visible ? t('common.hidePassword') : t('common.showPassword') }}
            value={values.password}
            onChange={(event) => change('password')(event.currentTarget.value)}
            {...passwordChrome}
          />
          <Anchor component={Link} to={memberPaths.forgotPassword} size="sm">
            {t('login.forgot')}
          </Anchor>
          <Button type="submit" size="md" fullWidth loading={login.isPending}>
            {t('login.submit')}
          </Button>
          <Group gap={6} justify="center">
            <Text size="sm">{t('login.noAccount')}</Text>
            <Anchor component={Link} to={memberPaths.register} size="sm" fw={600}>
              {t('login.register')}
            </Anchor>
          </Group>
        </Stack>
      </BusyForm>
    </JoinFrame>
  );
}
