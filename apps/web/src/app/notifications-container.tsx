// Its own module so that the container (and what it draws with) is a chunk of its own: a dynamic
// import of '@mantine/notifications' would be the same module as the store's, already loaded.
export { Notifications } from '@mantine/notifications';
