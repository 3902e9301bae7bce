import type { Translation } from '@teamspace/domain/i18n/messages'
import type { helpMessages } from './help.messages'

export default {
  onThisPage: 'En esta página',
  invitesTitle: 'Cómo funcionan las invitaciones',
  invitesIntro:
    'Nadie puede unirse a un equipo sin invitación. Cada enlace de invitación es de un equipo y dice qué rol tendrá el nuevo miembro.',
  invitesCoaches:
    '<strong>Los entrenadores invitan a padres y cuerpo técnico:</strong> {staff}. Usa <em>Invitar a padres</em> en la barra superior o en el menú.',
  invitesParents:
    '<strong>Los padres invitan a su propia familia:</strong> {family}. Usa <em>Invitar a la familia</em>. Los familiares se unen como padres de los mismos niños, así que un segundo padre o madre no necesita ayuda del entrenador.',
  invitesSend: 'Envía la invitación por correo, o copia el enlace y compártelo en un mensaje.',
  invitesLifetime:
    'Cada enlace vale {days, plural, one {# día} other {# días}}. Los entrenadores ven todas las invitaciones abiertas y pueden revocarlas en <em>Ajustes del equipo</em>; el enlace deja de funcionar al momento.',
  invitesNewTeam:
    '¿Vas a crear un equipo nuevo? Elige <em>Crear un equipo</em> en la pantalla de inicio de sesión en lugar de unirte.',
  rolesTitle: 'Roles',
  rolesCoaches:
    '<strong>Los entrenadores</strong> (entrenador, segundo entrenador y delegado) llevan el espacio del equipo: gestionan la plantilla, registran estadísticas, programan entrenamientos y partidos, publican noticias, pasan lista, abren la votación al jugador del partido y moderan el chat. Solo una invitación de un entrenador puede convertir a alguien en entrenador.',
  rolesFamily:
    '<strong>Padres y familia</strong> (padre o madre, voluntario, cónyuge o pareja, hermano, abuelo y otros familiares) ven la misma información del equipo y pueden chatear, subir fotos, apuntarse como voluntarios, votar al jugador del partido (nunca a su propio hijo) y editar su propio perfil.',
  rolesChange:
    'Un entrenador puede cambiar el rol de cualquiera o quitar a un miembro en Ajustes del equipo. Un equipo siempre tiene al menos un entrenador.',
  privacyTitle: 'Privacidad',
  privacyOwnSpace:
    'Cada equipo es su propio espacio privado. Nada de lo que contiene es visible para otros equipos ni para el público.',
  privacySeen:
    '<strong>Lo que otras familias ven de ti:</strong> tu nombre, y tu teléfono, correo y dirección solo si lo permites. Cámbialo cuando quieras en <em>Privacidad</em> dentro de <profile>Ajustes del perfil</profile> (el teléfono y el correo se muestran y la dirección está oculta hasta que lo cambies).',
  privacyChildren:
    '<strong>Los datos de los niños</strong>, como notas médicas, contactos de emergencia y fechas de nacimiento, solo los ven los entrenadores, y se borran definitivamente cuando se quita a un jugador.',
  privacyPhotos:
    '<strong>Las fotos</strong> solo las ven los miembros del equipo con sesión iniciada. Al subir cada foto se eliminan sus datos de ubicación.',
  privacySignOut: 'En un móvil u ordenador compartido, cierra sesión desde el menú cuando termines.',
  featuresTitle: 'Qué hay en el espacio del equipo',
  dashboard: 'Inicio',
  dashboardText: 'La semana de un vistazo: próximos eventos, últimas noticias y mejores jugadores.',
  playersStats: 'Jugadores y estadísticas',
  playersStatsText: 'La plantilla y la temporada de cada jugador: goles, asistencias, minutos y partidos jugados.',
  calendarAttendance: 'Calendario y asistencia',
  calendarAttendanceText: 'Entrenamientos, partidos y eventos del equipo, y quién vino.',
  chatNews: 'Chat y noticias',
  chatNewsText: 'Conversaciones entre entrenadores y familias, y avisos de los entrenadores.',
  gallery: 'Galería',
  galleryText: 'Fotos de partidos y entrenamientos, solo para el equipo.',
  directoryVolunteers: 'Directorio y voluntarios',
  directoryVolunteersText:
    'Cómo contactar con otras familias, y quién se apunta a la merienda, el montaje, la recogida y los viajes.',
  playerOfTheMatch: 'Jugador del partido',
  playerOfTheMatchText: 'Una votación después de cada partido, que abre y cierra un entrenador.',
  coachesTitle: 'Para entrenadores',
  coachesSettings: 'Revisa el nombre del equipo, la categoría y la zona horaria en Ajustes del equipo.',
  coachesStaff:
    'Invita a tus segundos entrenadores y al delegado con la relación que corresponda, para que tengan permisos de entrenador.',
  coachesParents: 'Invita a un padre, madre o tutor por familia; ellos pueden traer al resto de su familia.',
  coachesPlayers:
    'Añade a tus jugadores y luego programa entrenamientos y partidos; las listas de asistencia se crean con ellos.',
  coachesRevoke:
    'Revoca los enlaces de invitación que ya no necesites y quita a los miembros que hayan dejado el equipo.',
  parentsTitle: 'Para padres y familias',
  parentsOpen: 'Abre el enlace de invitación que recibiste y elige una contraseña (o continúa con Google).',
  parentsProfile:
    'Rellena tu teléfono y un contacto de emergencia en Ajustes del perfil, y elige qué pueden ver los demás.',
  parentsInvite: 'Invita a tu pareja, a los abuelos o a cualquier otro familiar con Invitar a la familia.',
  parentsCalendar:
    'No pierdas de vista el calendario y las noticias, y apúntate cuando el equipo necesite voluntarios.',
  accountTitle: 'Tu cuenta',
  accountForgot:
    '¿Olvidaste tu contraseña? Elige <em>¿Olvidaste tu contraseña?</em> en la pantalla de inicio de sesión; el enlace que te enviamos por correo vale una hora.',
  accountChange:
    'Cambia tu contraseña en <profile>Ajustes del perfil</profile>. Se cerrará la sesión en todos tus otros dispositivos.',
  accountStuck:
    '¿Sigues atascado? Pregunta al entrenador de tu equipo, que puede enviarte una nueva invitación o corregir tu rol.',
} satisfies Translation<typeof helpMessages>
