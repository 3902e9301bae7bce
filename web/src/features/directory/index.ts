// The directory's public face: what other features may use of it (the printable contact sheet).
export { directoryQuery } from './directory.queries'
