import { normaliseMobileInput } from '../../rules/mobile.ts';
import { TextField, type TextFieldProps } from './text-field.tsx';

export interface MobileFieldProps extends Omit<
  TextFieldProps,
  'type' | 'inputMode' | 'maxLength' | 'leadingText' | 'value' | 'onChange'
> {
  value: string;
  /** The national number: ten digits at most, without +91 or the trunk 0. */
  onValueChange: (value: string) => void;
}

/**
 * An Indian mobile number (§5). There is no maxLength: the browser would cut a pasted or
 * autofilled "+91 98765 00001" to its first ten characters before the app could drop the +91,
 * so the value is normalised first and limited after (normaliseMobileInput).
 */
export function MobileField({ value, onValueChange, autoComplete = 'tel-national', ...props }: MobileFieldProps) {
  return (
    <TextField
      {...props}
      type="tel"
      inputMode="numeric"
      autoComplete={autoComplete}
      leadingText="+91"
      value={value}
      onChange={(event) => onValueChange(normaliseMobileInput(event.target.value))}
    />
  );
}
