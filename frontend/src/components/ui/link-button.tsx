import { Link, type LinkProps } from 'react-router';
import { buttonStyles, type ButtonSize, type ButtonVariant } from './button-styles';

interface LinkButtonProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A navigation link styled as a button (it stays a link for assistive technology). */
export function LinkButton({ variant, size, className = '', ...props }: LinkButtonProps) {
  return <Link className={buttonStyles(variant, size, className)} {...props} />;
}
