import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { IconButton, TextField, type TextFieldProps } from '@storyloom/ui';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'action'>;

/** A password box with a Show/Hide toggle (the text stays as typed when shown). */
export function PasswordField(props: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      action={
        <IconButton
          size="sm"
          label="Show password"
          pressed={shown}
          icon={shown ? <EyeOff /> : <Eye />}
          onClick={() => setShown((value) => !value)}
        />
      }
    />
  );
}
