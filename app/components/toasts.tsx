import { ToastContainer } from "react-toastify";

/** The one toast container, configured as the product specifies. */
export default function Toasts() {
  return (
    <ToastContainer position="top-right" autoClose={2000} hideProgressBar closeButton={false} />
  );
}
