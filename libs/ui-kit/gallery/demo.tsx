import { createContext, useContext, useState, type ComponentType, type ReactNode } from 'react';
import type { FieldProps, FieldValue, FormFieldEntity } from '@sheet/ui-kit';
import type { Samples } from './samples';

export const SamplesContext = createContext<{ samples: Samples; language: string } | null>(null);

export function useSamples(): { samples: Samples; language: string } {
  const value = useContext(SamplesContext);
  if (!value) throw new Error('The gallery renders inside SamplesContext');
  return value;
}

const STATES = ['empty', 'filled', 'error', 'disabled', 'busy'] as const;
export type State = (typeof STATES)[number];

/** One element's section: its export name as the heading, then its states or variants. */
export function ElementSection({ name, children }: { name: string; children: ReactNode }) {
  return (
    <section className="gallery-section" id={`element-${name}`} aria-labelledby={`${name}-title`}>
      <h2 className="gallery-section__title" id={`${name}-title`}>
        <code lang="en" dir="ltr">
          {name}
        </code>
      </h2>
      <div className="gallery-states">{children}</div>
    </section>
  );
}

/** One state (or variant) of an element, in its own card; a busy one is marked aria-busy. */
export function StateCard({
  title,
  state,
  children,
}: {
  title: string;
  state?: State;
  children: ReactNode;
}) {
  return (
    <div className="gallery-state" data-state={state}>
      <h3 className="gallery-state__title">{title}</h3>
      <div className="gallery-state__body" aria-busy={state === 'busy' || undefined}>
        {children}
      </div>
    </div>
  );
}

/** The five states of an element, each card rendered by `render`. */
export function EveryState({ render }: { render: (state: State) => ReactNode }) {
  const { samples } = useSamples();
  return (
    <>
      {STATES.map((state) => (
        <StateCard key={state} title={samples.states[state]} state={state}>
          {render(state)}
        </StateCard>
      ))}
    </>
  );
}

/** The field entity of one state: its own id (ids are unique on the page) and the server's error. */
export function fieldInState(base: FormFieldEntity, state: State, error: string): FormFieldEntity {
  return {
    ...base,
    id: `${base.id}-${state}`,
    ...(state === 'error' ? { serverError: true, serverErrorMessage: error } : {}),
  };
}

/** The value an element starts with in a state: none when empty, a wrong one with the error. */
export function valueInState<T>(state: State, filled: T, wrong: T, empty: T): T {
  if (state === 'empty') return empty;
  return state === 'error' ? wrong : filled;
}

export const isInactive = (state: State) => state === 'disabled' || state === 'busy';

/** An element taking FieldProps in one state, with its own value so it can be tried out. */
export function FieldDemo({
  Element,
  base,
  state,
  filled,
  wrong,
  error,
}: {
  Element: ComponentType<FieldProps>;
  base: FormFieldEntity;
  state: State;
  filled: FieldValue;
  wrong: FieldValue | undefined;
  error: string;
}) {
  const [value, setValue] = useState<FieldValue | undefined>(() =>
    valueInState<FieldValue | undefined>(state, filled, wrong, undefined),
  );
  return (
    <Element
      field={fieldInState(base, state, error)}
      value={value}
      onChange={(_id, next) => setValue(next)}
      disabled={isInactive(state)}
    />
  );
}

/** Values of several fields by id, for the elements that take `values` and `onChange`. */
export function useFieldValues(initial: Record<string, FieldValue>) {
  const [values, setValues] = useState(initial);
  const onChange = (id: string, value: FieldValue) =>
    setValues((current) => ({ ...current, [id]: value }));
  return [values, onChange] as const;
}
