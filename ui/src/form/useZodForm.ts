import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type {
  DefaultValues,
  FieldValues,
  Resolver,
  UseFormProps,
  UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { frenchIssue } from '@locasuite/core';

/**
 * A zod 4 schema of core (`z.object({...})`) as the resolver reads it: the kit takes core's
 * schemas without depending on zod itself.
 */
export interface CoreSchema<Values extends FieldValues> {
  readonly _zod: { readonly output: Values; readonly input: Values };
}

export interface ZodFormOptions<Values extends FieldValues> extends Omit<
  UseFormProps<Values>,
  'resolver' | 'defaultValues'
> {
  /** The values the form starts with (and `reset()` goes back to). */
  readonly defaultValues: DefaultValues<Values>;
  /**
   * Core's schema of the form. Its French messages show under each field; an issue without a
   * message of its own gets core's French sentence (`frenchIssue`). Without a schema, the page
   * runs a spec's ordered check itself and marks its fields with `showCheckErrors`.
   */
  readonly schema?: CoreSchema<Values>;
}

/** Messages for the issues a core schema wrote none for. */
const frenchMessages = { error: (issue: Parameters<typeof frenchIssue>[0]) => frenchIssue(issue) };

/**
 * The suite's form state: react-hook-form (each field subscribes to its own value, so typing in one
 * field redraws that field only; the typing stays on a refusal) over one of core's zod schemas,
 * checked at submit and again at each change once submitted. A field marked by `showCheckErrors`
 * loses its mark as soon as the person changes it.
 */
export function useZodForm<Values extends FieldValues>({
  schema,
  ...options
}: ZodFormOptions<Values>): UseFormReturn<Values> {
  const resolver = schema
    ? (zodResolver(schema as never, frenchMessages as never) as unknown as Resolver<Values>)
    : undefined;
  const form = useForm<Values>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    ...(resolver ? { resolver } : {}),
  });
  const { watch, getFieldState, clearErrors } = form;
  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      if (name && type === 'change' && getFieldState(name).error?.type === CHECK_ERROR) {
        clearErrors(name);
      }
    });
    return () => subscription.unsubscribe();
  }, [watch, getFieldState, clearErrors]);
  return form;
}

/** The error type `showCheckErrors` marks fields with. */
export const CHECK_ERROR = 'check';
