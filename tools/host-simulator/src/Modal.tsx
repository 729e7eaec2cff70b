import { type ReactNode, useEffect, useRef } from 'react';

/** A native modal <dialog>; Escape (or the browser's cancel) calls onCancel. */
export function Modal(props: {
  labelledBy: string;
  describedBy?: string;
  onCancel(): void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancel = useRef(props.onCancel);
  useEffect(() => {
    cancel.current = props.onCancel;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    const focusable = dialog.querySelector<HTMLElement>('[data-autofocus], input, button');
    focusable?.focus();
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={props.labelledBy}
      aria-describedby={props.describedBy}
      onCancel={(event) => {
        event.preventDefault();
        cancel.current();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        cancel.current();
      }}
    >
      {props.children}
    </dialog>
  );
}
