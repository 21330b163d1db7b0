import { useEffect, useRef } from 'react';
import { renewFormToken } from './form-token.ts';

/**
 * The hidden `formToken` field of the time trap (server/leads/form-token/token.ts). Once the form is
 * live it fetches a token (the server keeps the opening time of the cookie the page came with),
 * and the submit renews it again: a visitor who blocks cookies, or whose form stayed open past
 * the cookie, still posts as a person. Without JavaScript the cookie alone carries it.
 */
export function FormTokenField() {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const form = field.current?.form;
    if (form) void renewFormToken(form);
  }, []);
  return <input ref={field} type="hidden" name="formToken" defaultValue="" />;
}
