import "react-toastify/dist/ReactToastify.css";
import { ToastContainer } from "react-toastify";

/**
 * The one toast container, configured as the product specifies. Toasts are announced politely
 * (`status`): an error they report is also written where it happened, for as long as it matters.
 */
export default function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={2000}
      hideProgressBar
      closeButton={false}
      role="status"
    />
  );
}
