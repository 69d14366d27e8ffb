#!/bin/sh
# The Russian message catalogs of Debian packages that are not installed: fresh catalog text of the
# held-out part's genre that leaves /usr/share/locale (where generator 2's catalogs come from) untouched.
# Downloads the packages of one set with `apt-get download`, unpacks them with `dpkg -x` and copies
# their ru .mo files that no earlier set and no installed package has into OUT/locale; then
# `catalogs_text.py TEXT --dir OUT/locale` reads them. Eval-only: nothing of their text is committed.
#
#   extra_catalogs.sh SET OUT      SET: 1 (round 12's material), 2 (kept apart in round 12, round 13's
#                                  material), 3 (kept apart in round 13), 4 (kept apart in round 14), 5 (round 16's
#                                  check); OUT must not hold another set
#   extra_catalogs.sh 1 /tmp/s12-debs; extra_catalogs.sh 2 /tmp/s12-debs2 /tmp/s12-debs; …
set -eu
set_no=$1 out=$2
shift 2
case $set_no in
1) packages="nautilus-data gedit-common evince-common gnome-control-center-data util-linux-locales
   pulseaudio-utils gnome-software-common evolution-common evolution-data-server-common thunar-data xfce4-panel
   synaptic gparted transmission-common inkscape vlc-l10n rhythmbox-data totem-common file-roller seahorse
   gnome-disk-utility baobab gnome-system-monitor gnome-terminal-data nano vim-common parted e2fsprogs-l10n
   grub-common cups-common system-config-printer-common dolphin kate okular konsole plasma-workspace-data
   systemsettings ark gwenview kdeconnect libkf5configwidgets-data libkf5textwidgets-data
   libkf5widgetsaddons-data kdepim-runtime lightdm-gtk-greeter gnome-calculator shotwell-common brasero-common
   audacity-data deja-dup remmina-common filezilla-common geany-common meld pavucontrol blueman udisks2
   policykit-1 gnome-maps xfce4-settings mousepad ristretto tilix-common keepassxc anjuta-common" ;;
2) packages="kmail korganizer kontact akregator kcalc kcharselect kfind kdenlive krita-data digikam-data k3b-data
   kwrite kolourpaint ktorrent juk dragonplayer kget kmix kscreen kwin-common plasma-nm plasma-pa powerdevil
   bluedevil sddm-theme-debian-breeze libkf5kiowidgets5 libkf5xmlgui-data libkf5bookmarks-data
   libkf5parts-data gnome-shell-common mutter-common gnome-session-common gnome-settings-daemon-common tracker
   gvfs-common gnome-online-accounts libgweather-4-common gnome-weather gnome-clocks gnome-contacts
   gnome-calendar gnome-photos gnome-music simple-scan cheese-common eog gnome-font-viewer gnome-characters
   gnome-logs sound-juicer pitivi gthumb-data xfce4-terminal xfce4-power-manager-data xfce4-notifyd
   xfdesktop4-data xfwm4 parole catfish galculator lxterminal pcmanfm lxpanel-data mate-control-center-common
   caja-common pluma-common engrampa-common atril-common claws-mail-i18n hexchat-common pidgin-data gajim
   qbittorrent smplayer-l10n mpv clementine strawberry rawtherapee-data scribus-data calibre-bin
   gnucash-common homebank-data grisbi-common" ;;
3) packages="kdevelop okteta umbrello kompare kdiff3 kig kstars-data marble-data step kalzium-data kbruch
   kgeography-data parley cantor labplot-data kmymoney skrooge kexi calligrawords calligrasheets calligraplan
   krdc krfb kdialog yakuake konversation kaddressbook knotes kleopatra kwalletmanager partitionmanager kdf
   ksystemlog filelight sweeper kmag kmousetool kmouth kteatime ktimer kcolorchooser kruler gnome-builder
   gnome-boxes gnome-tweaks dconf-editor gnome-usage gnome-todo gnome-sound-recorder gnome-screenshot
   gnome-dictionary gnome-nettool polari geary lollypop quodlibet gcompris-qt tuxpaint-data
   supertuxkart-data hedgewars-data warzone2100-data wesnoth-1.16-data lximage-qt lxqt-config pcmanfm-qt
   featherpad qterminal screengrab falkon konqueror akonadiconsole zanshin kalarm kjots" ;;
4) packages="mate-panel-common mate-power-manager-common marco-common mate-terminal-common eom-common
   mate-system-monitor-common mate-utils-common mate-settings-daemon-common mate-screensaver-common
   mate-media-common mozo cinnamon-l10n nemo-data xed-common xreader-data xviewer pix-data celluloid
   gnome-commander-data xarchiver gpicview lxappearance lxsession-data lxtask sakura guake terminator
   gucharmap zenity-common yad xsane-common libsane-common gnumeric-common abiword-common xournalpp
   gramps virt-manager gitg glade devhelp sysprof d-spy poedit-common gtranslator audacious-plugins-data
   audacious exaile gpodder liferea deluge-common handbrake hugin-data darktable gimp-data mutt neomutt
   weechat-core mc-data gcc-12-locales texinfo network-manager-gnome network-manager avahi-daemon
   xfce4-screenshooter xfce4-taskmanager xfce4-appfinder xfburn xfce4-whiskermenu-plugin xfce4-clipman
   orage gnome-packagekit-data gdebi-core synfig-studio pympress openshot-qt" ;;
5) packages="bleachbit gufw gsmartcontrol grsync gtkhash xfce4-dict gigolo xfce4-weather-plugin
   xfce4-notes-plugin xfce4-sensors-plugin xfce4-systemload-plugin xfce4-netload-plugin xfce4-xkb-plugin
   xfce4-pulseaudio-plugin xfce4-battery-plugin xfce4-cpugraph-plugin thunar-archive-plugin thunar-media-tags-plugin
   gnome-subtitles subtitleeditor easytag soundconverter picard uget x2goclient gdm3 xscreensaver-data
   light-locker plank gnome-shell-extensions gnome-initial-setup gnome-text-editor gnome-console
   seahorse-nautilus zim gnote qmmp mkvtoolnix-gui flameshot ksnip pinta fontforge-common hardinfo
   fwupd gnome-firmware entangle geeqie-common viewnior nomacs gnome-chess aisleriot gnome-mines
   gnome-sudoku quadrapassel gnome-2048 gnome-calls evince-common gnome-tour gnome-user-share
   gnome-disk-utility rygel gnome-remote-desktop orca brltty speech-dispatcher onboard florence
   caribou ibus ibus-gtk3 fcitx5-data im-config system-config-printer-udev usb-creator-gtk
   gparted-common kinfocenter ksystemstats plasma-systemmonitor kde-spectacle kamoso kolourpaint
   ktouch kwordquiz kbackup kcron ksshaskpass kmenuedit khelpcenter kinit kio-extras" ;;
*) echo "usage: extra_catalogs.sh 1|2|3|4|5 OUT [EARLIER_OUT...]" >&2; exit 2 ;;
esac
mkdir -p "$out/debs" "$out/x" "$out/locale"
cd "$out/debs"
for p in $packages; do apt-get download "$p" >/dev/null 2>&1 || echo "not in the archive: $p" >&2; done
for f in *.deb; do dpkg -x "$f" ../x; done
find ../x -path '*/locale/ru/LC_MESSAGES/*.mo' -exec cp -n {} ../locale/ \;
# Only catalogs that neither the installed packages nor an earlier set (the remaining arguments) have.
for m in ../locale/*.mo; do
  name=$(basename "$m")
  [ -e "/usr/share/locale/ru/LC_MESSAGES/$name" ] && rm "$m" && continue
  for earlier in "$@"; do [ -e "$earlier/locale/$name" ] && rm "$m" && break; done
done
echo "$(ls ../locale | wc -l) new catalogs in $out/locale"
