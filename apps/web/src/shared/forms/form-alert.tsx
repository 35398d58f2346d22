import Alert from '@mui/material/Alert';

/** The form's single error alert (server messages that belong to no field). */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      {message}
    </Alert>
  );
}
