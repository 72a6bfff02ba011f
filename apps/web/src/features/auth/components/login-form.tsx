import { loginRequestSchema } from '@auditorias/domain/schemas/auth';
import { Alert, Button, Loader, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLoginMutation } from '../api/login';
import { loginErrorMessage } from '../login-error-message';
import { useSession } from '../use-session';

interface FieldErrors {
  email?: string;
  password?: string;
}

/** Email or username plus password; on success the session is kept and the dashboard opens. */
export function LoginForm() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const loginMutation = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const pending = loginMutation.isPending;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const parsed = loginRequestSchema.safeParse({ email, password });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setSubmitError(null);
    loginMutation.mutate(parsed.data, {
      onSuccess: ({ token, user }) => {
        signIn(token, user);
        navigate('/dashboard', { replace: true });
      },
      onError: (error) => setSubmitError(loginErrorMessage(error)),
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {submitError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} data-testid="login-error">
            {submitError}
          </Alert>
        ) : null}
        <TextInput
          label="Email o Usuario"
          name="email"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          required
          withAsterisk={false}
          value={email}
          error={fieldErrors.email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            if (fieldErrors.email) setFieldErrors((errors) => ({ ...errors, email: undefined }));
          }}
        />
        <PasswordInput
          label="Contraseña"
          name="password"
          autoComplete="current-password"
          maxLength={200}
          required
          withAsterisk={false}
          value={password}
          error={fieldErrors.password}
          visibilityToggleButtonProps={{ 'aria-label': 'Mostrar u ocultar la clave' }}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            if (fieldErrors.password) setFieldErrors((errors) => ({ ...errors, password: undefined }));
          }}
        />
        <Button
          type="submit"
          fullWidth
          size="md"
          mt="xs"
          disabled={pending}
          leftSection={pending ? <Loader size={16} color="currentColor" aria-hidden /> : undefined}
        >
          {pending ? 'Iniciando sesión...' : 'Iniciar Sesión'}
        </Button>
      </Stack>
    </form>
  );
}
