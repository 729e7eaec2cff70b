import type { DialogRequest } from './host-handlers';
import { Modal } from './Modal';

/** The host's native dialog for showDialog: the app's title, message and buttons. */
export function AppDialog(props: {
  request: DialogRequest;
  onAnswer(buttonId: string | null): void;
}) {
  const { request, onAnswer } = props;
  return (
    <Modal
      labelledBy="app-dialog-title"
      describedBy="app-dialog-message"
      onCancel={() => onAnswer(null)}
    >
      <h2 id="app-dialog-title">{request.title}</h2>
      <p id="app-dialog-message">{request.message}</p>
      <div className="modal__buttons">
        {request.buttons.map((button, index) => (
          <button
            key={button.id}
            type="button"
            data-autofocus={index === 0 ? '' : undefined}
            onClick={() => onAnswer(button.id)}
          >
            {button.label}
          </button>
        ))}
      </div>
    </Modal>
  );
}
