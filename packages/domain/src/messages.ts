/** Spanish texts the server answers with. The spec's own texts are kept word for word. */
export const MSG = {
  unauthenticated: 'No estás autenticado. Por favor, inicia sesión nuevamente.',
  sessionExpired: 'Tu sesión expiró. Por favor, inicia sesión nuevamente.',
  forcedLogout: 'Tu sesión fue cerrada por un administrador',
  invalidCredentials: 'Email, usuario o contraseña incorrectos',
  inactiveUser: 'Tu usuario está desactivado. Contactá al administrador.',
  tooManyLoginAttempts: (minutes: number) =>
    `Demasiados intentos de inicio de sesión. Probá de nuevo en ${minutes} minuto${minutes === 1 ? '' : 's'}.`,
  tooManyRequests: 'Demasiadas solicitudes. Esperá un momento y volvé a intentar.',
  forbidden: 'No tenés permiso para realizar esta acción',
  notFound: 'Recurso no encontrado',
  routeNotFound: 'Ruta no encontrada',
  validation: 'Datos inválidos',
  malformedJson: 'El cuerpo de la solicitud no es un JSON válido',
  bodyTooLarge: 'La solicitud es demasiado grande',
  unsupportedMediaType: 'Tipo de contenido no soportado',
  internal: 'Error interno del servidor',
  conflict: 'El recurso ya existe o está en uso',
  emailTaken: 'Ya existe un usuario con ese email',
  usernameTaken: 'Ya existe un usuario con ese nombre de usuario',
  userNotFound: 'Usuario no encontrado',
  clientNotFound: 'Cliente no encontrado',
  clientRoleNeedsClient: 'Un usuario cliente o auditor debe estar vinculado a un cliente',
  cannotCloseOwnSession: 'No podés cerrar tu propia sesión desde aquí; usá "Cerrar sesión"',
  sessionsClosed: (count: number) =>
    count === 1 ? 'Se cerró 1 sesión del usuario' : `Se cerraron ${count} sesiones del usuario`,
  loggedOut: 'Sesión cerrada',
} as const;
